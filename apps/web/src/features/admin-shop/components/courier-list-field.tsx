import { useState } from 'react';
import { COURIERS_MAX } from '@shop/shared/shop-rules';
import { Button } from '../../../components/ui/button.tsx';
import { describedBy } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { localMessage, useTranslation } from '../../../lib/i18n.ts';

/**
 * The owner's couriers (offered when an order ships): each renamed in place, removed, or a new
 * one added; saved with the rest of the settings. `errors` are the list's and each row's.
 */
export function CourierListField({
  value,
  onChange,
  error,
  rowErrors,
}: {
  value: string[];
  onChange: (couriers: string[]) => void;
  error?: string | undefined;
  rowErrors: (index: number) => string | undefined;
}) {
  const { t } = useTranslation();
  const [next, setNext] = useState('');
  const add = () => {
    const name = next.trim();
    if (!name) return;
    onChange([...value, name]);
    setNext('');
  };
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={describedBy('shop-couriers', { error, hint: 'on' })}>
      <legend className="mb-1 text-base font-bold">{t('admin.shopSettings.couriers')}</legend>
      <p id="shop-couriers-hint" className="text-sm text-muted">
        {t('admin.shopSettings.couriersHint')}
      </p>
      {value.length === 0 && <p className="text-sm text-muted">{t('admin.shopSettings.couriersEmpty')}</p>}
      <ul className="flex flex-col gap-2">
        {value.map((name, index) => {
          const rowError = rowErrors(index);
          const id = `shop-courier-${index}`;
          return (
            <li key={index} className="flex flex-col gap-1">
              <div className="flex gap-2">
                <label htmlFor={id} className="sr-only">
                  {t('admin.shopSettings.courierName', { n: index + 1 })}
                </label>
                <Input
                  id={id}
                  className="min-w-0 flex-1"
                  value={name}
                  autoComplete="off"
                  invalid={Boolean(rowError)}
                  aria-describedby={rowError ? `${id}-error` : undefined}
                  onChange={(e) => onChange(value.map((v, i) => (i === index ? e.target.value : v)))}
                />
                <Button
                  variant="secondary"
                  className="shrink-0"
                  aria-label={t('admin.shopSettings.courierRemove', { name })}
                  onClick={() => onChange(value.filter((_, i) => i !== index))}
                >
                  {t('admin.shopSettings.logoRemove')}
                </Button>
              </div>
              {rowError && (
                <p id={`${id}-error`} className="text-sm text-danger">
                  {localMessage(rowError, t)}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      {value.length < COURIERS_MAX && (
        <div className="flex gap-2">
          <label htmlFor="shop-courier-new" className="sr-only">
            {t('admin.shopSettings.courierNew')}
          </label>
          <Input
            id="shop-courier-new"
            className="min-w-0 flex-1"
            value={next}
            autoComplete="off"
            placeholder={t('admin.shopSettings.courierNew')}
            onChange={(e) => setNext(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
          />
          <Button variant="secondary" className="shrink-0" onClick={add} disabled={!next.trim()}>
            {t('admin.shopSettings.courierAdd')}
          </Button>
        </div>
      )}
      {error && (
        <p id="shop-couriers-error" className="text-sm text-danger" role="alert">
          {localMessage(error, t)}
        </p>
      )}
    </fieldset>
  );
}
