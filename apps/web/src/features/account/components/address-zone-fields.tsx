import type { AddressInput } from '@shop/shared/account';
import { useWatch, type Control, type FieldErrors, type UseFormSetValue } from 'react-hook-form';
import { PlacePicker, PlacePickersSkeleton } from '../../../components/ui/place-picker.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { pickedPlaces, placeLists } from '../../../lib/delivery-places.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDeliveryZones } from '../../../lib/delivery-zones.ts';

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
  const { t, language } = useTranslation();
  const query = useDeliveryZones();
  const [region = '', city = ''] = useWatch({ control, name: ['region', 'city'] });
  const picked = pickedPlaces(query.data, { region, city });
  const lists = placeLists(query.data, picked, { otherCity: t('account.otherCity'), language });
  const common = { control, setValue, noMatches: t('account.noPlaces') };

  return (
    <QueryState
      query={query}
      className="sm:col-span-2"
      loadingLabel={t('account.placesLoading')}
      skeleton={<PlacePickersSkeleton />}
      errorMessage={t('account.placesFailed')}
    >
      {() => (
        <>
          <PlacePicker
            {...common}
            id="address-region"
            name="region"
            label={t('account.addressRegion')}
            options={lists.regions}
            error={errors.region?.message}
            placeholder={t('account.chooseRegion')}
          />
          <PlacePicker
            {...common}
            id="address-city"
            name="city"
            label={t('account.addressCity')}
            options={lists.cities}
            error={errors.city?.message}
            placeholder={picked.region ? t('account.chooseCity') : t('account.regionFirst')}
            disabled={!picked.region}
          />
          <PlacePicker
            {...common}
            id="address-township"
            name="township"
            label={t('account.township')}
            options={lists.townships}
            error={errors.township?.message}
            placeholder={t('account.townshipPlaceholder')}
            allowFree={lists.typedTownship}
          />
        </>
      )}
    </QueryState>
  );
}
