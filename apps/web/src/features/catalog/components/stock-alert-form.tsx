import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { StockAlertRequestSchema, type StockAlertRequest, type StockAlertRequestInput } from '@shop/shared/stock-files';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useShopForm } from '../../../lib/use-shop-form.ts';
import { Button } from '../../../components/ui/button.tsx';
import { describedBy, Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useAskStockAlert } from '../api/ask-stock-alert.ts';

/**
 * "Tell me when it's back" for the sold-out sizes of the colour shown: an email (mailed once when
 * the size is back) or a phone (the shop calls or messages). Loaded only when the shopper opens it.
 */
export function StockAlertForm({
  productId,
  color,
  sizes,
  onClose,
}: {
  productId: string;
  color: string;
  sizes: readonly string[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const ask = useAskStockAlert();
  const [saved, setSaved] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useShopForm<StockAlertRequestInput, unknown, StockAlertRequest>({
    resolver: zodResolver(StockAlertRequestSchema),
    defaultValues: { color, size: sizes[0] ?? '', email: '', phone: '' },
  });

  const onSubmit = handleSubmit((values) => {
    setSaved(null);
    ask.mutate(
      { ...values, productId },
      {
        onSuccess: () => setSaved(values.size),
        onError: (error) => {
          if (
            error instanceof ApiError &&
            error.status === 400 &&
            (error.field === 'email' || error.field === 'phone')
          ) {
            setError(error.field, { message: error.message }, { shouldFocus: true });
          } else {
            toast.show(errorMessage(error), 'error');
          }
        },
      },
    );
  });
  const field = (name: 'email' | 'phone' | 'size') => ({
    id: `stock-alert-${name}`,
    invalid: Boolean(errors[name]?.message),
    'aria-describedby': describedBy(`stock-alert-${name}`, { error: errors[name]?.message }),
    ...register(name),
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="stock-alert-heading"
      className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-4"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id="stock-alert-heading" className="text-sm font-bold">
          {t('stockAlert.heading')}
        </h2>
        <button type="button" onClick={onClose} className="-m-2 p-2 text-sm text-muted underline">
          {t('stockAlert.close')}
        </button>
      </div>
      <p className="text-xs text-muted">{t('stockAlert.hint')}</p>
      {sizes.length > 1 && (
        <Field id="stock-alert-size" label={t('stockAlert.size')} error={errors.size?.message}>
          <Select {...field('size')}>
            {sizes.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </Select>
        </Field>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id="stock-alert-email" label={t('stockAlert.email')} error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" {...field('email')} />
        </Field>
        <Field id="stock-alert-phone" label={t('stockAlert.phone')} error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" inputMode="tel" {...field('phone')} />
        </Field>
      </div>
      <div role="status" aria-live="polite">
        {saved && <p className="text-sm font-medium text-success">{t('stockAlert.saved', { size: saved })}</p>}
      </div>
      <Button type="submit" busy={ask.isPending} className="w-full sm:w-auto sm:self-start">
        {ask.isPending ? t('stockAlert.sending') : t('stockAlert.send')}
      </Button>
    </form>
  );
}
