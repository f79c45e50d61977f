import type { AdminDelivery } from '@shop/shared/delivery';
import { QueryState } from '../../../components/ui/query-state.tsx';
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
  return (
    <QueryState
      query={delivery}
      loadingLabel={t('common.loading')}
      skeleton={<Skeleton className="h-96 w-full" />}
      errorMessage={(error) => t('admin.loadError', { message: errorMessage(error) })}
    >
      {(data) => <DeliveryTree zones={data.zones} settings={data.settings} />}
    </QueryState>
  );
}

/** The settings card, then the tree of places with a way to add a state or region. */
function DeliveryTree({ zones, settings }: AdminDelivery) {
  const { t } = useTranslation();
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
