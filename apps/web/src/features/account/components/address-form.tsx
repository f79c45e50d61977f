import { digitsOnly } from '../../../lib/digits.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { AddressInputSchema, type Address, type AddressData, type AddressInput } from '@shop/shared/account';
import { useEffect, type ChangeEvent } from 'react';
import { useShopForm } from '../../../lib/use-shop-form.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { Button } from '../../../components/ui/button.tsx';
import { describedBy, Field } from '../../../components/ui/field.tsx';
import { Input, TextArea } from '../../../components/ui/input.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useMe } from '../api/get-me.ts';
import { useSaveAddress } from '../api/save-address.ts';
import { AddressZoneFields } from './address-zone-fields.tsx';
import '../../../locales/account.ts';

const FIELDS = ['name', 'email', 'phone', 'region', 'city', 'township', 'fullAddress'] as const;
type FieldName = (typeof FIELDS)[number];
const isField = (name: string | undefined): name is FieldName => (FIELDS as readonly string[]).includes(name ?? '');

const EMPTY: AddressInput = { name: '', email: '', phone: '', region: '', city: '', township: '', fullAddress: '' };

/**
 * Edits the one default address; `onSaved` and `onCancel` leave edit mode. A new address starts
 * from the account's own name, phone and email, as the checkout does.
 */
export function AddressForm({
  address,
  onSaved,
  onCancel,
}: {
  address: Address | null;
  onSaved: () => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveAddress();
  const me = useMe().data;
  const {
    register,
    control: formControl,
    setValue,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useShopForm<AddressInput, unknown, AddressData>({
    resolver: zodResolver(AddressInputSchema),
    defaultValues: address
      ? {
          name: address.name,
          email: address.email,
          phone: address.phone,
          region: address.region,
          city: address.city,
          township: address.township,
          fullAddress: address.fullAddress,
        }
      : EMPTY,
  });
  useEffect(() => {
    if (address || !me || isDirty) return;
    reset({ ...EMPTY, name: me.name, phone: me.phone ?? '', email: me.email });
  }, [address, me, isDirty, reset]);

  const onSubmit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => {
        toast.show(t('account.addressSaved'), 'success');
        onSaved();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400 && isField(error.field))
          setError(error.field, { message: error.message }, { shouldFocus: true });
        else toast.show(t('account.addressFailed'), 'error');
      },
    }),
  );

  const control = (name: FieldName) => {
    const error = errors[name]?.message;
    return {
      id: `address-${name}`,
      invalid: Boolean(error),
      'aria-required': true,
      'aria-describedby': describedBy(`address-${name}`, { error }),
      ...register(name),
    };
  };
  const phone = control('phone');
  const keepDigits = (event: ChangeEvent<HTMLInputElement>) => {
    event.target.value = digitsOnly(event.target.value);
    return phone.onChange(event);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="address-heading" className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="address-name" label={t('account.addressName')} error={errors.name?.message} required>
          <Input type="text" autoComplete="name" {...control('name')} />
        </Field>
        <Field id="address-phone" label={t('account.addressPhone')} error={errors.phone?.message} required>
          <Input type="tel" inputMode="numeric" autoComplete="tel" {...phone} onChange={keepDigits} />
        </Field>
        <Field id="address-email" label={t('account.addressEmail')} error={errors.email?.message}>
          <Input type="email" inputMode="email" autoComplete="email" {...control('email')} />
        </Field>
        <AddressZoneFields control={formControl} setValue={setValue} errors={errors} />
      </div>
      <Field id="address-fullAddress" label={t('account.fullAddress')} error={errors.fullAddress?.message} required>
        <TextArea rows={3} autoComplete="street-address" {...control('fullAddress')} />
      </Field>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" busy={save.isPending}>
          {save.isPending ? t('account.savingAddress') : t('account.saveAddress')}
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel} disabled={save.isPending}>
            {t('account.cancelEdit')}
          </Button>
        )}
      </div>
    </form>
  );
}
