import { SIZE_SETS, type SizeSetChoice } from '@shop/shared/catalog-rules';
import { useState } from 'react';
import { describedBy } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { localMessage, useTranslation } from '../../../lib/i18n.ts';
import { parseCustomSizes } from '../lib/size-set-form.ts';

/**
 * The size set a product is sold in (decision 044): clothing, shoes (EU), one size or the owner's
 * own list, typed with commas. The variants' stock grids follow the choice.
 */
export function SizeSetPicker({
  idPrefix,
  value,
  onChange,
  error,
}: {
  idPrefix: string;
  value: SizeSetChoice;
  onChange: (choice: SizeSetChoice) => void;
  /** The set's or the custom list's error, in English as the schema words it. */
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(() => value.customSizes.join(', '));
  const customId = `${idPrefix}-customSizes`;
  const message = error ? localMessage(error, t) : undefined;
  return (
    <fieldset className="flex flex-col gap-3" data-testid={`${idPrefix}-size-set`}>
      <legend className="mb-1 text-sm font-semibold">{t('admin.sizeSets.label')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {SIZE_SETS.map((set) => (
          <label
            key={set}
            className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-md border px-3 py-2 text-sm ${
              value.sizeSet === set ? 'border-ink' : 'border-line'
            }`}
          >
            <input
              type="radio"
              name={`${idPrefix}-sizeSet`}
              value={set}
              checked={value.sizeSet === set}
              onChange={() =>
                onChange({ sizeSet: set, customSizes: set === 'custom' ? parseCustomSizes(typed) : value.customSizes })
              }
              className="size-4 accent-ink"
            />
            <span className="flex flex-col">
              <span className="font-semibold">{t(`admin.sizeSets.${set}`)}</span>
              <span className="text-xs text-muted">{t(`admin.sizeSets.${set}Sizes`)}</span>
            </span>
          </label>
        ))}
      </div>
      {value.sizeSet === 'custom' && (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={customId} className="text-sm font-semibold">
            {t('admin.sizeSets.customLabel')}
            <span aria-hidden="true" className="ml-0.5 text-danger">
              *
            </span>
          </label>
          <Input
            id={customId}
            name="customSizes"
            autoComplete="off"
            aria-required
            value={typed}
            invalid={Boolean(message)}
            aria-describedby={describedBy(customId, {
              error: message,
              hint: message ? undefined : t('admin.sizeSets.customHint'),
            })}
            onChange={(event) => {
              setTyped(event.target.value);
              onChange({ sizeSet: 'custom', customSizes: parseCustomSizes(event.target.value) });
            }}
          />
          {message ? (
            <p id={`${customId}-error`} role="alert" className="text-sm text-danger">
              {message}
            </p>
          ) : (
            <p id={`${customId}-hint`} className="text-xs text-muted">
              {t('admin.sizeSets.customHint')}
            </p>
          )}
        </div>
      )}
      {value.sizeSet !== 'custom' && message && (
        <p role="alert" className="text-sm text-danger">
          {message}
        </p>
      )}
    </fieldset>
  );
}
