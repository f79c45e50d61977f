import type { DeliveryPlace } from '@shop/shared/delivery';
import { OTHER_CITY, zoneIs, zoneMatches } from '@shop/shared/delivery-rules';
import type { AddressInput } from '@shop/shared/account';
import { Controller, useWatch, type Control, type FieldErrors, type UseFormSetValue } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { Combobox, type ComboboxOption } from '../../../components/ui/combobox.tsx';
import { describedBy, Field } from '../../../components/ui/field.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDeliveryZones } from '../api/get-delivery-zones.ts';

type ZoneField = 'region' | 'city' | 'township';

const matches = (option: ComboboxOption, typed: string) =>
  zoneMatches({ nameEn: option.label, nameMy: option.alt ?? '' }, typed);
const option = (place: DeliveryPlace, value = place.slug): ComboboxOption => ({
  value,
  label: place.nameEn,
  alt: place.nameMy,
});

/**
 * Region → City → Township of the saved address, from the shop's delivery places (the server
 * checks them as the checkout does); picking a region clears the city and township.
 */
export function AddressZoneFields({
  control,
  setValue,
  errors,
}: {
  control: Control<AddressInput>;
  setValue: UseFormSetValue<AddressInput>;
  errors: FieldErrors<AddressInput>;
}) {
  const { t } = useTranslation();
  const query = useDeliveryZones();
  const zones = query.data;
  const [regionValue = '', cityValue = ''] = useWatch({ control, name: ['region', 'city'] });
  const region = zones?.regions.find((r) => zoneIs(r, regionValue));
  const city = region?.cities.find((c) => zoneIs(c, cityValue));
  const allowOther = zones?.allowOtherTownship ?? true;
  const regions = (zones?.regions ?? []).map((r) => option(r));
  const cities = region
    ? [
        ...region.cities.map((c) => option(c)),
        ...(allowOther ? [{ ...option(region, OTHER_CITY), label: t('account.otherCity'), alt: undefined }] : []),
      ]
    : [];
  const townships = (city?.townships ?? []).map((town) => option(town, town.nameEn));
  const typedTownship = !city || city.townships.length === 0 || allowOther;

  const picker = (name: ZoneField, label: string, options: ComboboxOption[], extra: object = {}) => {
    const id = `address-${name}`;
    const error = errors[name]?.message;
    return (
      <Field id={id} label={label} error={error} required>
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
              noMatches={t('account.noPlaces')}
              invalid={Boolean(error)}
              aria-describedby={describedBy(id, { error })}
              aria-required
              onBlur={field.onBlur}
              onChange={(value) => {
                field.onChange(value);
                if (name === 'region') setValue('city', '');
                if (name !== 'township') setValue('township', '');
              }}
              {...extra}
            />
          )}
        />
      </Field>
    );
  };

  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-2 sm:col-span-2">
        <p className="text-sm text-danger">{t('account.placesFailed')}</p>
        <Button type="button" variant="secondary" onClick={() => void query.refetch()}>
          {t('account.retryPlaces')}
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
      {picker('region', t('account.addressRegion'), regions, { placeholder: t('account.chooseRegion') })}
      {picker('city', t('account.addressCity'), cities, {
        placeholder: region ? t('account.chooseCity') : t('account.regionFirst'),
        disabled: !region,
      })}
      {picker('township', t('account.township'), townships, {
        allowFree: typedTownship,
        placeholder: t('account.townshipPlaceholder'),
      })}
    </>
  );
}
