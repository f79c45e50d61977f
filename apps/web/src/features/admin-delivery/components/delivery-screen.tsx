import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useAdminDelivery } from '../api/get-delivery.ts';
import { DeliverySettingsCard } from './delivery-settings-card.tsx';
import { AddZone, ZoneNode } from './zone-node.tsx';

/** The shop's delivery zones as a tree (regions → cities → townships) and its delivery settings. */
export function DeliveryScreen() {
  const { t } = useTranslation();
  const delivery = useAdminDelivery();
  if (delivery.isPending) return <Skeleton className="h-96 w-full" />;
  if (delivery.isError)
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p className="font-semibold text-danger">{t('admin.loadError', { message: errorMessage(delivery.error) })}</p>
        <Button variant="secondary" onClick={() => void delivery.refetch()}>
          {t('admin.retry')}
        </Button>
      </div>
    );
  const { zones, settings } = delivery.data;
  const regions = zones.filter((z) => z.parentId === null);
  return (
    <div className="flex flex-col gap-4">
      <DeliverySettingsCard settings={settings} />
      <section aria-labelledby="delivery-zones" className="rounded-xl border border-line bg-white p-4 sm:p-5">
        <h2 id="delivery-zones" className="text-base font-bold">
          {t('admin.delivery.zones')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('admin.delivery.zonesHint')}</p>
        <ul className="mt-3">
          {regions.map((region, index) => (
            <ZoneNode
              key={region.id}
              zone={region}
              zones={zones}
              first={index === 0}
              last={index === regions.length - 1}
            />
          ))}
          <AddZone parentId={null} level="region" />
        </ul>
      </section>
    </div>
  );
}
