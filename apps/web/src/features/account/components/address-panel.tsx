import { useLingui } from '@lingui/react';
import type { Address } from '@shop/shared/account';
import type { DeliveryZones } from '@shop/shared/delivery';
import { formatPhone } from '@shop/shared/phone-rules';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { Button } from '../../../components/ui/button.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useAddresses } from '../api/get-addresses.ts';
import { townshipName, useDeliveryZones, zoneNames } from '../../../lib/delivery-zones.ts';
import { AddressForm } from './address-form.tsx';
import { AccountCard, AccountPage } from './account-page.tsx';
import '../../../locales/account.ts';

/** `/profile/addresses`: the saved address read-only with Edit, or the empty form when there is none. */
export function AddressPanel() {
  const { t } = useTranslation();
  const query = useAddresses();
  // Asked for beside the address (not after it): the card names the saved places with it.
  const zones = useDeliveryZones().data;
  useDocumentTitle(t('account.addressesTitle'));

  return (
    <AccountPage title={t('account.addressesTitle')} lead={t('account.addressLead')}>
      <QueryState
        query={query}
        loadingLabel={t('account.addressLoading')}
        skeleton={<Skeleton className="h-56 w-full" />}
        errorMessage={t('account.addressLoadFailed')}
      >
        {({ addresses }) => (
          <SavedAddress address={addresses.find((a) => a.isDefault) ?? addresses[0] ?? null} zones={zones} />
        )}
      </QueryState>
    </AccountPage>
  );
}

function SavedAddress({ address, zones }: { address: Address | null; zones: DeliveryZones | undefined }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const burmese = useLingui().i18n.locale === 'my';
  return (
    <AccountCard
      id="address-heading"
      title={!address?.label || address.label === STORED_DEFAULT_LABEL ? t('account.defaultLabel') : address.label}
      lead={address ? undefined : t('account.noAddress')}
      action={
        address && !editing ? (
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {t('account.editAddress')}
          </Button>
        ) : undefined
      }
    >
      {address && !editing ? (
        <dl className="grid gap-4 text-sm sm:grid-cols-2">
          <Detail term={t('account.addressName')} value={address.name} />
          <Detail term={t('account.addressPhone')} value={formatPhone(address.phone, burmese ? 'my' : 'en')} />
          <Detail term={t('account.addressEmail')} value={address.email} />
          <Detail term={t('account.township')} value={townshipName(zones, address, burmese)} />
          <Detail term={t('account.deliveryZone')} value={zoneNames(zones, address, burmese, t('account.otherCity'))} />
          <div className="sm:col-span-2">
            <Detail term={t('account.fullAddress')} value={address.fullAddress} />
          </div>
        </dl>
      ) : (
        <AddressForm
          key={address?._id ?? 'new'}
          address={address}
          onSaved={() => setEditing(false)}
          onCancel={address ? () => setEditing(false) : undefined}
        />
      )}
    </AccountCard>
  );
}

/** The label the server gives an address nobody named; shown as the reader's word for it. */
const STORED_DEFAULT_LABEL = 'Default';

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-semibold uppercase tracking-wider text-muted">{term}</dt>
      <dd className="whitespace-pre-line break-words text-ink">{value}</dd>
    </div>
  );
}
