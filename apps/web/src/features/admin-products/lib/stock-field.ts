import type { ChangeEvent } from 'react';
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { stockUnits } from './edit-product.ts';

/**
 * A size's stock input on a variant form: whole units, Myanmar digits too, 0 while empty; the
 * field shows what will be stored as it is typed.
 */
export function stockField<T extends FieldValues>(register: UseFormRegister<T>, name: Path<T>) {
  const registered = register(name, { setValueAs: (v: unknown) => stockUnits(String(v)) });
  return {
    ...registered,
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      e.target.value = String(stockUnits(e.target.value));
      return registered.onChange(e);
    },
  };
}
