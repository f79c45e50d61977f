import { zodResolver } from '@hookform/resolvers/zod';
import { toMyanmarDigits } from '@shop/shared/language';
import { ShopSettingsSchema, type ShopSettings, type ShopSettingsInput } from '@shop/shared/shop';
import { useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { describedBy, Field } from '../../../components/ui/field.tsx';
import { Input, TextArea } from '../../../components/ui/input.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useShopForm } from '../../../lib/use-shop-form.ts';
import { useSaveShopSettings } from '../api/shop-settings.ts';
import { CourierListField } from './courier-list-field.tsx';
import { LogoField } from './logo-field.tsx';

const TEXT_FIELDS = [
  'nameEn',
  'nameMy',
  'phone',
  'address',
  'mailSenderName',
  'viber',
  'messengerUrl',
  'facebookUrl',
  'email',
  'hours',
] as const;
type TextField = (typeof TEXT_FIELDS)[number];

/** `/admin/shop-settings`: the shop's name, how customers reach it, its logo and its mails' sender. */
export function ShopSettingsForm({ settings }: { settings: ShopSettings }) {
  const { t, language } = useTranslation();
  const toast = useToast();
  const save = useSaveShopSettings();
  const { register, handleSubmit, setError, setValue, control, formState } = useShopForm<
    ShopSettingsInput,
    unknown,
    ShopSettings
  >({ resolver: zodResolver(ShopSettingsSchema), defaultValues: settings });
  const errors = formState.errors;
  const logo = (useWatch({ control, name: 'logo' }) as string | null | undefined) ?? null;
  const couriers = (useWatch({ control, name: 'couriers' }) as string[] | undefined) ?? [];
  const courierErrors = errors.couriers as
    ({ message?: string; root?: { message?: string } } & Record<number, { message?: string } | undefined>) | undefined;

  const onSubmit = handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: () => toast.show(t('admin.shopSettings.saved'), 'success'),
      onError: (error) => {
        const field = error instanceof ApiError ? error.field : undefined;
        if (field && (TEXT_FIELDS as readonly string[]).includes(field))
          setError(field as TextField, { message: error.message });
        else if (field?.startsWith('couriers')) setError('couriers', { message: error.message });
        else toast.show(errorMessage(error), 'error');
      },
    }),
  );
  const text = (name: TextField, hint?: string) => ({
    id: `shop-${name}`,
    invalid: Boolean(errors[name]),
    'aria-describedby': describedBy(`shop-${name}`, { error: errors[name]?.message, hint }),
    ...register(name),
  });
  const field = (name: TextField, hint?: string) => ({
    id: `shop-${name}`,
    label: t(`admin.shopSettings.${name}`),
    error: errors[name]?.message,
    ...(hint ? { hint } : {}),
  });
  const phoneInput = (name: 'phone' | 'viber') => (
    <Input
      type="tel"
      inputMode="tel"
      autoComplete="off"
      placeholder={language === 'my' ? toMyanmarDigits('09…') : '09…'}
      {...text(name)}
    />
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex max-w-2xl flex-col gap-5 rounded-xl border border-line bg-white p-4 sm:p-6"
    >
      <p className="text-sm text-muted">{t('admin.shopSettings.intro')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field {...field('nameEn')}>
          <Input autoComplete="off" {...text('nameEn')} />
        </Field>
        <Field {...field('nameMy', t('admin.shopSettings.nameMyHint'))}>
          <Input autoComplete="off" lang="my" {...text('nameMy', t('admin.shopSettings.nameMyHint'))} />
        </Field>
        <Field {...field('phone')}>{phoneInput('phone')}</Field>
        <Field {...field('mailSenderName', t('admin.shopSettings.mailSenderHint'))}>
          <Input autoComplete="off" {...text('mailSenderName', t('admin.shopSettings.mailSenderHint'))} />
        </Field>
      </div>
      <Field {...field('address', t('admin.shopSettings.addressHint'))}>
        <TextArea rows={3} {...text('address', t('admin.shopSettings.addressHint'))} />
      </Field>
      <LogoField value={logo} onChange={(url) => setValue('logo', url, { shouldDirty: true })} />
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-base font-bold">{t('admin.shopSettings.contactHeading')}</legend>
        <Field {...field('viber')}>{phoneInput('viber')}</Field>
        <Field {...field('messengerUrl', t('admin.shopSettings.messengerHint'))}>
          <Input type="url" autoComplete="off" {...text('messengerUrl', t('admin.shopSettings.messengerHint'))} />
        </Field>
        <Field {...field('facebookUrl', t('admin.shopSettings.facebookHint'))}>
          <Input type="url" autoComplete="off" {...text('facebookUrl', t('admin.shopSettings.facebookHint'))} />
        </Field>
        <Field {...field('email', t('admin.shopSettings.emailHint'))}>
          <Input
            type="email"
            inputMode="email"
            autoComplete="off"
            {...text('email', t('admin.shopSettings.emailHint'))}
          />
        </Field>
        <Field {...field('hours', t('admin.shopSettings.hoursHint'))}>
          <TextArea rows={3} {...text('hours', t('admin.shopSettings.hoursHint'))} />
        </Field>
      </fieldset>
      <CourierListField
        value={couriers}
        onChange={(list) => setValue('couriers', list, { shouldDirty: true })}
        error={courierErrors?.message ?? courierErrors?.root?.message}
        rowErrors={(index) => courierErrors?.[index]?.message}
      />
      <Button type="submit" className="self-start" busy={save.isPending}>
        {t('admin.shopSettings.save')}
      </Button>
    </form>
  );
}
