import type { Language } from '@shop/shared/language';
import { formatMMK } from '@shop/shared/money';
import { useLingui } from '@lingui/react';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDeliveryZones } from '../../../lib/delivery-zones.ts';
import { shippingNote } from '../../../lib/shipping-note.ts';

/**
 * The Shipping section's words, from the owner's delivery table: read once the section is first
 * opened (or about to be), never as part of the page's first load.
 */
export function ShippingInfo({ load }: { load: boolean }) {
  const { t } = useTranslation();
  const language: Language = useLingui().i18n.locale === 'my' ? 'my' : 'en';
  const query = useDeliveryZones(load);
  const zones = query.data;

  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-2 text-sm">
        <p className="text-danger">{t('productSections.shippingFailed', { message: errorMessage(query.error) })}</p>
        <Button type="button" variant="secondary" onClick={() => void query.refetch()}>
          {t('catalog.tryAgain')}
        </Button>
      </div>
    );
  }
  if (!zones) {
    return (
      <div className="flex flex-col gap-2" aria-busy="true">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-20" />
      </div>
    );
  }
  const note = shippingNote(zones);
  const name = (place: { nameEn: string; nameMy: string }) => (language === 'my' ? place.nameMy : place.nameEn);
  const estimate = (place: { estimateEn: string; estimateMy: string }) =>
    language === 'my' ? place.estimateMy : place.estimateEn;
  const cities = zones.regions.flatMap((region) => region.cities);
  return (
    <div className="flex flex-col gap-4 text-sm">
      {note && (
        <p data-testid="shipping-note" className="font-semibold">
          {t('productSections.shippingFrom', {
            fee: formatMMK(note.from, language),
            place: name(note.city),
            estimate: estimate(note.city),
          })}
        </p>
      )}
      {zones.freeShippingThreshold > 0 && (
        <p>{t('productSections.freeShippingOver', { amount: formatMMK(zones.freeShippingThreshold, language) })}</p>
      )}
      {cities.length > 0 && (
        <div>
          <h4 className="mb-1 font-semibold">{t('productSections.shippingFees')}</h4>
          <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-1">
            {cities.map((city) => (
              <div key={city.id} className="contents">
                <dt className="text-muted">{name(city)}</dt>
                <dd className="text-right">
                  {formatMMK(city.fee, language)} · {estimate(city)}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      )}
      <p>{t('productSections.cashOnDelivery')}</p>
    </div>
  );
}
