import type { DeliveryPlace } from '@shop/shared/delivery';
import { OTHER_CITY, zoneMatches } from '@shop/shared/delivery-rules';
import { formatMMK } from '@shop/shared/money';
import { Controller, type Control, type FieldErrors, type UseFormSetValue } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { Combobox, type ComboboxOption } from '../../../components/ui/combobox.tsx';
import { describedBy, Field } from '../../../components/ui/field.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDeliveryZones } from '../api/get-delivery-zones.ts';
import type { DeliveryChoice } from '../delivery-choice.ts';
import type { CheckoutValues } from './checkout-fields.tsx';
import '../../../locales/checkout.ts';

type DeliveryFieldsProps = {
  control: Control<CheckoutValues>;
  setValue: UseFormSetValue<CheckoutValues>;
  errors: FieldErrors<CheckoutValues>;
  onEdit: (name: 'region' | 'city' | 'township') => void;
  choice: DeliveryChoice;
};

const matches = (option: ComboboxOption, typed: string) =>
  zoneMatches({ nameEn: option.label, nameMy: option.alt ?? '' }, typed);

/**
 * Region → City → Township, each a list searchable in English or Burmese; picking a region
 * clears the city and township. The fee and the estimate show as soon as the city is known.
 */
export function DeliveryFields({ control, setValue, errors, onEdit, choice }: DeliveryFieldsProps) {
  const { t, language } = useTranslation();
  const query = useDeliveryZones();
  const zones = query.data;
  const burmese = language === 'my';
  const withFee = (place: DeliveryPlace, value = place.slug): ComboboxOption => ({
    value,
    label: place.nameEn,
    alt: place.nameMy,
    detail: formatMMK(place.fee, language),
  });
  const regions = (zones?.regions ?? []).map((r) => ({ value: r.slug, label: r.nameEn, alt: r.nameMy }));
  const allowOther = zones?.allowOtherTownship ?? true;
  const cities = choice.region
    ? [
        ...choice.region.cities.map((c) => withFee(c)),
        ...(allowOther
          ? [{ ...withFee(choice.region, OTHER_CITY), label: t('checkout.otherCity'), alt: undefined }]
          : []),
      ]
    : [];
  const townships = (choice.city?.townships ?? []).map((town) => withFee(town, town.nameEn));
  const typedTownship = !choice.city || choice.city.townships.length === 0 || allowOther;

  const picker = (name: 'region' | 'city' | 'township', options: ComboboxOption[], extra: object = {}) => {
    const id = `checkout-${name}`;
    const error = errors[name]?.message;
    return (
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Combobox
            id={id}
            ref={field.ref}
            options={options}
            value={field.value ?? ''}
            matches={matches}
            noMatches={t('checkout.noPlaces')}
            invalid={Boolean(error)}
            aria-describedby={describedBy(id, { error })}
            aria-required
            onBlur={field.onBlur}
            onChange={(value) => {
              field.onChange(value);
              onEdit(name);
              if (name === 'region') setValue('city', '');
              if (name !== 'township') setValue('township', '');
            }}
            {...extra}
          />
        )}
      />
    );
  };

  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-2 sm:col-span-2">
        <p className="text-sm text-danger">{t('checkout.placesFailed', { message: errorMessage(query.error) })}</p>
        <Button type="button" variant="secondary" onClick={() => void query.refetch()}>
          {t('checkout.retryPlaces')}
        </Button>
      </div>
    );
  }
  if (!zones) {
    return (
      <div className="grid gap-5 sm:col-span-2 sm:grid-cols-2" aria-busy="true">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  }
  return (
    <>
      <Field id="checkout-region" label={t('checkout.fields.region')} error={errors.region?.message} required>
        {picker('region', regions, { placeholder: t('checkout.fields.chooseRegion') })}
      </Field>
      <Field id="checkout-city" label={t('checkout.fields.city')} error={errors.city?.message} required>
        {picker('city', cities, {
          placeholder: choice.region ? t('checkout.fields.chooseCity') : t('checkout.regionFirst'),
          disabled: !choice.region,
        })}
      </Field>
      <div className="sm:col-span-2">
        <Field
          id="checkout-township"
          label={t('checkout.fields.township')}
          error={errors.township?.message}
          hint={typedTownship && townships.length > 0 ? t('checkout.townshipHint') : undefined}
          required
        >
          {picker('township', townships, { allowFree: typedTownship, placeholder: t('checkout.townshipPlaceholder') })}
        </Field>
        {choice.terms && (
          <p className="mt-2 text-sm" data-testid="delivery-terms" aria-live="polite">
            {t('checkout.deliveryTerms', {
              fee: choice.terms.fee === 0 ? t('checkout.freeShipping') : formatMMK(choice.terms.fee, language),
              estimate: burmese ? choice.terms.estimateMy : choice.terms.estimateEn,
            })}
          </p>
        )}
      </div>
    </>
  );
}
