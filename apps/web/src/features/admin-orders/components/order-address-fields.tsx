import type { UseFormReturn } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import type { OwnerOrderFormInput } from '@shop/shared/owner-orders';
import { formatMMK } from '@shop/shared/money';
import { Field } from '../../../components/ui/field.tsx';
import { Input, TextArea } from '../../../components/ui/input.tsx';
import { PlacePicker, PlacePickersSkeleton } from '../../../components/ui/place-picker.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { deliveryChoice } from '../../../lib/delivery-choice.ts';
import { placeLists } from '../../../lib/delivery-places.ts';
import { useDeliveryZones } from '../../../lib/delivery-zones.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import '../../../locales/checkout.ts';

export type OrderForm = UseFormReturn<OwnerOrderFormInput>;

/**
 * The customer and where the order goes: name, phone, email (optional), then checkout's own
 * Region → City → Township pickers with the fee from the shop's zone table, the address and notes.
 * `subtotal` gives the fee its free-shipping rule (the server charges by the same rule).
 */
export function OrderAddressFields({
  form,
  subtotal,
  idPrefix,
}: {
  form: OrderForm;
  subtotal: number;
  idPrefix: string;
}) {
  const { t, language } = useTranslation();
  const zones = useDeliveryZones();
  const { register, control, setValue, formState } = form;
  const errors = formState.errors;
  const [region = '', city = '', township = ''] = useWatch({ control, name: ['region', 'city', 'township'] });
  const choice = deliveryChoice(zones.data, { region, city, township }, subtotal);
  const lists = placeLists(zones.data, choice, {
    otherCity: t('checkout.otherCity'),
    detail: (place) => formatMMK(place.fee, language),
    language,
  });
  const id = (name: string) => `${idPrefix}-${name}`;
  const common = { control, setValue, noMatches: t('checkout.noPlaces') };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        id={id('fullAddress')}
        label={t('checkout.fields.fullAddress')}
        error={errors.fullAddress?.message}
        required
      >
        <Input id={id('fullAddress')} invalid={Boolean(errors.fullAddress)} {...register('fullAddress')} />
      </Field>
      <Field id={id('orderNotes')} label={t('checkout.fields.orderNotes')} error={errors.orderNotes?.message}>
        <TextArea id={id('orderNotes')} rows={2} {...register('orderNotes')} />
      </Field>
      <QueryState
        query={zones}
        className="sm:col-span-2"
        loadingLabel={t('checkout.placesLoading')}
        skeleton={<PlacePickersSkeleton />}
        errorMessage={(error) => t('checkout.placesFailed', { message: errorMessage(error) })}
      >
        {() => (
          <>
            <PlacePicker
              {...common}
              id={id('region')}
              name="region"
              label={t('checkout.fields.region')}
              options={lists.regions}
              error={errors.region?.message}
              placeholder={t('checkout.fields.chooseRegion')}
            />
            <PlacePicker
              {...common}
              id={id('city')}
              name="city"
              label={t('checkout.fields.city')}
              options={lists.cities}
              error={errors.city?.message}
              placeholder={choice.region ? t('checkout.fields.chooseCity') : t('checkout.regionFirst')}
              disabled={!choice.region}
            />
            <div className="sm:col-span-2">
              <PlacePicker
                {...common}
                id={id('township')}
                name="township"
                label={t('checkout.fields.township')}
                options={lists.townships}
                error={errors.township?.message}
                placeholder={t('checkout.townshipPlaceholder')}
                allowFree={lists.typedTownship}
              />
              {choice.terms && (
                <p className="mt-2 text-sm font-semibold" data-testid="order-delivery-fee" aria-live="polite">
                  {t('admin.newOrder.fee', {
                    fee: choice.terms.fee === 0 ? t('checkout.freeShipping') : formatMMK(choice.terms.fee, language),
                    total: formatMMK(subtotal + choice.terms.fee, language),
                  })}
                </p>
              )}
            </div>
          </>
        )}
      </QueryState>
    </div>
  );
}

/** Name, phone and email of the customer. */
export function OrderContactFields({ form, idPrefix }: { form: OrderForm; idPrefix: string }) {
  const { t } = useTranslation();
  const { register, formState } = form;
  const errors = formState.errors;
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        id={id('phone')}
        label={t('checkout.fields.phone')}
        error={errors.phone?.message}
        hint={t('checkout.fields.phoneHint')}
        required
      >
        <Input
          id={id('phone')}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          invalid={Boolean(errors.phone)}
          {...register('phone')}
        />
      </Field>
      <Field id={id('name')} label={t('checkout.fields.name')} error={errors.name?.message} required>
        <Input id={id('name')} autoComplete="off" invalid={Boolean(errors.name)} {...register('name')} />
      </Field>
      <Field
        id={id('email')}
        label={t('checkout.fields.email')}
        error={errors.email?.message}
        hint={t('admin.newOrder.emailHint')}
      >
        <Input
          id={id('email')}
          type="email"
          autoComplete="off"
          invalid={Boolean(errors.email)}
          {...register('email')}
        />
      </Field>
    </div>
  );
}
