import { zodResolver } from '@hookform/resolvers/zod';
import { PaymentSettingsSchema, type PaymentSettings, type PaymentSettingsInput } from '@shop/shared/payments';
import { kbzpayReady } from '@shop/shared/payments-rules';
import { useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { describedBy, Field } from '../../../components/ui/field.tsx';
import { Input, TextArea } from '../../../components/ui/input.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useShopForm } from '../../../lib/use-shop-form.ts';
import { useSavePaymentSettings } from '../api/payment-settings.ts';
import { QrImageField } from './qr-image-field.tsx';

const TEXT_FIELDS = ['accountName', 'phone', 'instructionsEn', 'instructionsMy', 'holdHours'] as const;
type TextField = (typeof TEXT_FIELDS)[number];

/** `/admin/payments/settings`: KBZ Pay on or off, the account customers pay into, and the hold time. */
export function PaymentSettingsForm({ settings }: { settings: PaymentSettings }) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSavePaymentSettings();
  const { register, handleSubmit, setError, setValue, control, formState } = useShopForm<
    PaymentSettingsInput,
    unknown,
    PaymentSettings
  >({ resolver: zodResolver(PaymentSettingsSchema), defaultValues: settings });
  const errors = formState.errors;
  const values = useWatch({ control }) as PaymentSettingsInput;
  const qrImage = values.qrImage ?? null;

  const onSubmit = handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: () => toast.show(t('admin.paymentSettings.saved'), 'success'),
      onError: (error) => {
        const field = error instanceof ApiError ? error.field : undefined;
        if (field && (TEXT_FIELDS as readonly string[]).includes(field))
          setError(field as TextField, { message: error.message });
        else toast.show(errorMessage(error), 'error');
      },
    }),
  );
  const control_ = (name: TextField, extra: object = {}, hint?: string) => ({
    id: `payment-${name}`,
    invalid: Boolean(errors[name]),
    'aria-describedby': describedBy(`payment-${name}`, { error: errors[name]?.message, hint }),
    ...register(name, extra),
  });
  const phone = control_('phone');
  const complete = kbzpayReady({
    kbzpayEnabled: true,
    accountName: values.accountName ?? '',
    phone: values.phone ?? '',
    qrImage,
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex max-w-2xl flex-col gap-5 rounded-xl border border-line bg-white p-4 sm:p-6"
    >
      <label className="flex min-h-11 cursor-pointer items-center gap-3">
        <input type="checkbox" className="size-5 accent-ink" {...register('kbzpayEnabled')} />
        <span className="font-semibold">{t('admin.paymentSettings.enabled')}</span>
      </label>
      {values.kbzpayEnabled && !complete && (
        <p role="status" className="rounded-md border border-accent/40 bg-accent/5 px-3 py-2 text-sm">
          {t('admin.paymentSettings.incomplete')}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id="payment-accountName"
          label={t('admin.paymentSettings.accountName')}
          error={errors.accountName?.message}
        >
          <Input autoComplete="off" {...control_('accountName')} />
        </Field>
        <Field id="payment-phone" label={t('admin.paymentSettings.phone')} error={errors.phone?.message}>
          <Input
            type="tel"
            inputMode="numeric"
            placeholder="09…"
            {...phone}
            onChange={(event) => {
              event.target.value = event.target.value.replace(/\D/g, '');
              void phone.onChange(event);
            }}
          />
        </Field>
      </div>
      <QrImageField value={qrImage} onChange={(url) => setValue('qrImage', url, { shouldDirty: true })} />
      <Field
        id="payment-instructionsEn"
        label={t('admin.paymentSettings.instructionsEn')}
        error={errors.instructionsEn?.message}
      >
        <TextArea rows={3} {...control_('instructionsEn')} />
      </Field>
      <Field
        id="payment-instructionsMy"
        label={t('admin.paymentSettings.instructionsMy')}
        error={errors.instructionsMy?.message}
      >
        <TextArea rows={3} lang="my" {...control_('instructionsMy')} />
      </Field>
      <Field
        id="payment-holdHours"
        label={t('admin.paymentSettings.holdHours')}
        hint={t('admin.paymentSettings.holdHint')}
        error={errors.holdHours?.message}
      >
        <Input
          type="number"
          min={0.01}
          step="any"
          className="max-w-40"
          {...control_('holdHours', { valueAsNumber: true }, t('admin.paymentSettings.holdHint'))}
        />
      </Field>
      <Button type="submit" className="self-start" busy={save.isPending}>
        {t('admin.paymentSettings.save')}
      </Button>
    </form>
  );
}
