import { formatMMK } from '@shop/shared/money';
import type { Control, FieldErrors, UseFormSetValue } from 'react-hook-form';
import { PlacePicker, PlacePickersSkeleton } from '../../../components/ui/place-picker.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { placeLists } from '../../../lib/delivery-places.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDeliveryZones } from '../../../lib/delivery-zones.ts';
import type { DeliveryChoice } from '../../../lib/delivery-choice.ts';
import type { CheckoutValues } from './checkout-fields.tsx';
import '../../../locales/checkout.ts';

type DeliveryFieldsProps = {
  control: Control<CheckoutValues>;
  setValue: UseFormSetValue<CheckoutValues>;
  errors: FieldErrors<CheckoutValues>;
  onEdit: (name: 'region' | 'city' | 'township') => void;
  choice: DeliveryChoice;
};

/**
 * Region → City → Township, each a list searchable in English or Burmese; picking a region
 * clears the city and township. The fee and the estimate show as soon as the city is known.
 */
export function DeliveryFields({ control, setValue, errors, onEdit, choice }: DeliveryFieldsProps) {
  const { t, language } = useTranslation();
  const query = useDeliveryZones();
  const lists = placeLists(query.data, choice, {
    otherCity: t('checkout.otherCity'),
    detail: (place) => formatMMK(place.fee, language),
    language,
  });
  const common = { control, setValue, noMatches: t('checkout.noPlaces'), onPicked: onEdit };

  return (
    <QueryState
      query={query}
      className="sm:col-span-2"
      loadingLabel={t('checkout.placesLoading')}
      skeleton={<PlacePickersSkeleton />}
      errorMessage={(error) => t('checkout.placesFailed', { message: errorMessage(error) })}
    >
      {() => (
        <>
          <PlacePicker
            {...common}
            id="checkout-region"
            name="region"
            label={t('checkout.fields.region')}
            options={lists.regions}
            error={errors.region?.message}
            placeholder={t('checkout.fields.chooseRegion')}
          />
          <PlacePicker
            {...common}
            id="checkout-city"
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
              id="checkout-township"
              name="township"
              label={t('checkout.fields.township')}
              hint={lists.typedTownship && lists.townships.length > 0 ? t('checkout.townshipHint') : undefined}
              options={lists.townships}
              error={errors.township?.message}
              placeholder={t('checkout.townshipPlaceholder')}
              allowFree={lists.typedTownship}
            />
            {choice.terms && (
              <p className="mt-2 text-sm" data-testid="delivery-terms" aria-live="polite">
                {t('checkout.deliveryTerms', {
                  fee: choice.terms.fee === 0 ? t('checkout.freeShipping') : formatMMK(choice.terms.fee, language),
                  estimate: language === 'my' ? choice.terms.estimateMy : choice.terms.estimateEn,
                })}
              </p>
            )}
          </div>
        </>
      )}
    </QueryState>
  );
}
