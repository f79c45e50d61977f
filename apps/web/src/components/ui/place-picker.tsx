import {
  Controller,
  type Control,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormSetValue,
} from 'react-hook-form';
import { matchesPlace } from '../../lib/delivery-places.ts';
import { Combobox, type ComboboxOption } from './combobox.tsx';
import { describedBy, Field } from './field.tsx';
import { Skeleton } from './skeleton.tsx';

type PlaceField = 'region' | 'city' | 'township';
/** A form that has the three place fields (the account's address, the checkout). */
type PlaceValues = FieldValues & Partial<Record<PlaceField, string>>;

/**
 * One of the Region → City → Township fields of a form: a list searchable in English or Burmese.
 * Picking a region clears the city and township, picking a city the township.
 */
export function PlacePicker<T extends PlaceValues>({
  id,
  name,
  label,
  hint,
  control,
  setValue,
  options,
  error,
  noMatches,
  placeholder,
  disabled,
  allowFree,
  onPicked,
}: {
  id: string;
  name: PlaceField;
  label: string;
  hint?: string;
  control: Control<T>;
  setValue: UseFormSetValue<T>;
  options: readonly ComboboxOption[];
  error: string | undefined;
  noMatches: string;
  placeholder: string;
  disabled?: boolean;
  allowFree?: boolean;
  /** After the field changed (and the ones below it were cleared). */
  onPicked?: (name: PlaceField) => void;
}) {
  const clear = (field: PlaceField) => setValue(field as Path<T>, '' as PathValue<T, Path<T>>);
  return (
    <Field id={id} label={label} error={error} hint={hint} required>
      <Controller
        control={control}
        name={name as Path<T>}
        render={({ field }) => (
          <Combobox
            id={id}
            ref={field.ref}
            options={options}
            value={(field.value as string | undefined) ?? ''}
            matches={matchesPlace}
            noMatches={noMatches}
            invalid={Boolean(error)}
            aria-describedby={describedBy(id, { error, hint })}
            aria-required
            onBlur={field.onBlur}
            onChange={(value) => {
              field.onChange(value);
              if (name === 'region') clear('city');
              if (name !== 'township') clear('township');
              onPicked?.(name);
            }}
            placeholder={placeholder}
            disabled={disabled}
            allowFree={allowFree}
          />
        )}
      />
    </Field>
  );
}

/** The shape of the pickers while the shop's places load (two fields side by side). */
export function PlacePickersSkeleton() {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Skeleton className="h-16" />
      <Skeleton className="h-16" />
    </div>
  );
}
