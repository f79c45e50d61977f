import type { Control, FieldErrors, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import type { Wallet } from '@shop/shared/wallet-rules';
import { useTranslation } from '../../../lib/i18n.ts';
import type { BillingDetailsInput } from '@shop/shared/orders';
import { describedBy, Field } from '../../../components/ui/field.tsx';
import { Input, TextArea } from '../../../components/ui/input.tsx';
import { digitsOnly } from '../checkout-rules.ts';
import type { DeliveryChoice } from '../../../lib/delivery-choice.ts';
import { DeliveryFields } from './delivery-fields.tsx';
import { PaymentChoice } from './payment-choice.tsx';
import '../../../locales/checkout.ts';

export type CheckoutValues = BillingDetailsInput;
type Name = keyof CheckoutValues & string;

type FieldsProps = {
  register: UseFormRegister<CheckoutValues>;
  errors: FieldErrors<CheckoutValues>;
  /** A field's error clears as soon as it is edited. */
  onEdit: (name: Name) => void;
  signedIn: boolean;
  control: Control<CheckoutValues>;
  setValue: UseFormSetValue<CheckoutValues>;
  choice: DeliveryChoice;
  /** The wallets offered (the shop has them on and complete). */
  wallets?: readonly Wallet[];
};

/** The billing and delivery fields of the checkout form, each with its label and message. */
export function CheckoutFields({
  register,
  errors,
  onEdit,
  signedIn,
  control,
  setValue,
  choice,
  wallets = [],
}: FieldsProps) {
  const { t } = useTranslation();
  const text = (name: Name, required = true) => {
    const id = `checkout-${name}`;
    const error = errors[name]?.message;
    return {
      id,
      invalid: Boolean(error),
      'aria-describedby': describedBy(id, { error }),
      'aria-required': required || undefined,
      ...register(name, { onChange: () => onEdit(name) }),
    };
  };
  const phone = text('phone');

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <Field id="checkout-name" label={t('checkout.fields.name')} error={errors.name?.message} required>
          <Input type="text" autoComplete="name" {...text('name')} />
        </Field>
      </div>
      <Field
        id="checkout-email"
        label={t('checkout.fields.email')}
        error={errors.email?.message}
        hint={t('checkout.fields.emailHint')}
      >
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          {...text('email', false)}
          aria-describedby={describedBy('checkout-email', {
            error: errors.email?.message,
            hint: t('checkout.fields.emailHint'),
          })}
        />
      </Field>
      <Field
        id="checkout-phone"
        label={t('checkout.fields.phone')}
        error={errors.phone?.message}
        hint={t('checkout.fields.phoneHint')}
        required
      >
        <Input
          type="tel"
          autoComplete="tel"
          inputMode="numeric"
          {...phone}
          aria-describedby={describedBy('checkout-phone', {
            error: errors.phone?.message,
            hint: t('checkout.fields.phoneHint'),
          })}
          onChange={(event) => {
            event.target.value = digitsOnly(event.target.value);
            return phone.onChange(event);
          }}
        />
      </Field>
      <DeliveryFields control={control} setValue={setValue} errors={errors} onEdit={onEdit} choice={choice} />
      <div className="sm:col-span-2">
        <Field
          id="checkout-fullAddress"
          label={t('checkout.fields.fullAddress')}
          error={errors.fullAddress?.message}
          required
        >
          <TextArea rows={3} autoComplete="street-address" {...text('fullAddress')} />
        </Field>
      </div>
      <div className="sm:col-span-2">
        <Field id="checkout-orderNotes" label={t('checkout.fields.orderNotes')} error={errors.orderNotes?.message}>
          <TextArea rows={3} placeholder={t('checkout.fields.orderNotesPlaceholder')} {...text('orderNotes', false)} />
        </Field>
      </div>
      <PaymentChoice
        register={register}
        error={errors.paymentMethod?.message}
        onEdit={() => onEdit('paymentMethod')}
        wallets={wallets}
      />
      {signedIn && (
        <label className="flex min-h-11 cursor-pointer items-center gap-3 sm:col-span-2">
          <input type="checkbox" className="size-4 accent-ink" {...register('setAsDefault')} />
          <span className="text-sm">{t('checkout.fields.setAsDefault')}</span>
        </label>
      )}
    </div>
  );
}
