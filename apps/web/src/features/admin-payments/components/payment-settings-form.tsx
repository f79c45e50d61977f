import { zodResolver } from '@hookform/resolvers/zod';
import {
  WalletSettingsSchema,
  type WalletSettings,
  type WalletSettingsInput,
  type WalletSettingsReply,
} from '@shop/shared/payments';
import { toLatinDigits, toMyanmarDigits } from '@shop/shared/language';
import { walletReady } from '@shop/shared/payments-rules';
import { walletName } from '@shop/shared/wallet-rules';
import { useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { describedBy, Field } from '../../../components/ui/field.tsx';
import { Input, TextArea } from '../../../components/ui/input.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useShopForm } from '../../../lib/use-shop-form.ts';
import { useSaveWallet } from '../api/payment-settings.ts';
import { QrImageField } from './qr-image-field.tsx';

const TEXT_FIELDS = [
  'accountName',
  'phone',
  'bankName',
  'accountNumber',
  'instructionsEn',
  'instructionsMy',
  'holdHours',
] as const;
type TextField = (typeof TEXT_FIELDS)[number];

/**
 * `/admin/payment-settings?wallet=…`: one wallet on or off, the account customers pay into (a
 * wallet's number and QR, or a bank's name and account number), its instructions and hold time.
 */
export function PaymentSettingsForm({ settings }: { settings: WalletSettingsReply }) {
  const { t, language } = useTranslation();
  const toast = useToast();
  const { wallet } = settings;
  const bank = wallet === 'bank';
  const name = walletName(wallet, language);
  const save = useSaveWallet(wallet);
  const { register, handleSubmit, setError, setValue, control, formState } = useShopForm<
    WalletSettingsInput,
    unknown,
    WalletSettings
  >({ resolver: zodResolver(WalletSettingsSchema), defaultValues: settings });
  const errors = formState.errors;
  const values = useWatch({ control }) as WalletSettingsInput;
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
  const control_ = (field: TextField, extra: object = {}, hint?: string) => ({
    id: `payment-${field}`,
    invalid: Boolean(errors[field]),
    'aria-describedby': describedBy(`payment-${field}`, { error: errors[field]?.message, hint }),
    ...register(field, extra),
  });
  const phone = control_('phone');
  const complete = walletReady(wallet, {
    enabled: true,
    accountName: values.accountName ?? '',
    phone: values.phone ?? '',
    bankName: values.bankName ?? '',
    accountNumber: values.accountNumber ?? '',
    qrImage,
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={name}
      className="flex max-w-2xl flex-col gap-5 rounded-xl border border-line bg-white p-4 sm:p-6"
    >
      <label className="flex min-h-11 cursor-pointer items-center gap-3">
        <input type="checkbox" className="size-5 accent-ink" {...register('enabled')} />
        <span className="font-semibold">
          {bank ? t('admin.paymentSettings.bankEnabled') : t('admin.paymentSettings.enabled', { wallet: name })}
        </span>
      </label>
      {values.enabled && !complete && (
        <p role="status" className="rounded-md border border-accent/40 bg-accent/5 px-3 py-2 text-sm">
          {bank ? t('admin.paymentSettings.bankIncomplete') : t('admin.paymentSettings.incomplete', { wallet: name })}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id="payment-accountName"
          label={
            bank ? t('admin.paymentSettings.bankAccountName') : t('admin.paymentSettings.accountName', { wallet: name })
          }
          error={errors.accountName?.message}
        >
          <Input autoComplete="off" {...control_('accountName')} />
        </Field>
        {bank ? (
          <Field id="payment-bankName" label={t('admin.paymentSettings.bankName')} error={errors.bankName?.message}>
            <Input autoComplete="off" {...control_('bankName')} />
          </Field>
        ) : (
          <Field
            id="payment-phone"
            label={t('admin.paymentSettings.phone', { wallet: name })}
            error={errors.phone?.message}
          >
            <Input
              type="tel"
              inputMode="numeric"
              placeholder={language === 'my' ? toMyanmarDigits('09…') : '09…'}
              {...phone}
              onChange={(event) => {
                event.target.value = event.target.value.replace(/\D/g, '');
                void phone.onChange(event);
              }}
            />
          </Field>
        )}
        {bank && (
          <Field
            id="payment-accountNumber"
            label={t('admin.paymentSettings.accountNumber')}
            error={errors.accountNumber?.message}
          >
            <Input inputMode="numeric" autoComplete="off" {...control_('accountNumber')} />
          </Field>
        )}
      </div>
      <QrImageField
        wallet={name}
        optional={bank}
        value={qrImage}
        onChange={(url) => setValue('qrImage', url, { shouldDirty: true })}
      />
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
        hint={t('admin.paymentSettings.holdHint', { wallet: name })}
        error={errors.holdHours?.message}
      >
        <Input
          type="text"
          inputMode="decimal"
          digits
          className="max-w-40"
          {...control_(
            'holdHours',
            // Typed in either digits; '' is no number (the schema's message), not 0.
            {
              setValueAs: (value: unknown) =>
                String(value).trim() === '' ? NaN : Number(toLatinDigits(String(value))),
            },
            t('admin.paymentSettings.holdHint', { wallet: name }),
          )}
        />
      </Field>
      <Button type="submit" className="self-start" busy={save.isPending}>
        {t('admin.paymentSettings.save')}
      </Button>
    </form>
  );
}
