import type { AdminCustomerDetail } from '@shop/shared/admin';
import { formatMMK } from '@shop/shared/money';
import { displayStatus } from '@shop/shared/orders-rules';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/dialog.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDate, formatDateTime } from '@shop/shared/dates';
import { useDeleteCustomer } from '../api/delete-customer.ts';
import { useCustomerOrders } from '../api/get-customer.ts';
import { adminPaths } from '@shop/shared/admin-paths';
import { formatPhone } from '@shop/shared/phone-rules';
import { townshipName, useDeliveryZones } from '../../../lib/delivery-zones.ts';

/**
 * `/admin/customers/{id}`: details, saved address, their orders, and Delete (with their orders).
 * A guest buyer (orders by phone, no account) has no address, verification or Delete.
 */
export function CustomerDetail({ customer }: { customer: AdminCustomerDetail }) {
  const { t, language } = useTranslation();
  const guest = customer.kind === 'guest';
  const toast = useToast();
  const navigate = useNavigate();
  const orders = useCustomerOrders(customer._id);
  const remove = useDeleteCustomer();
  const [confirming, setConfirming] = useState(false);
  const zones = useDeliveryZones(customer.savedAddresses.length > 0).data;

  const onDelete = () =>
    remove.mutate(customer._id, {
      onSuccess: (reply) => {
        toast.show(reply.message, 'success');
        void navigate(adminPaths.customers, { replace: true });
      },
      onError: (error) => {
        setConfirming(false);
        toast.show(t('admin.customers.deleteFailed', { message: errorMessage(error) }), 'error');
      },
    });

  const card = 'flex flex-col gap-3 rounded-xl border border-line bg-white p-4 sm:p-5';
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 md:grid-cols-2">
        <section className={card} aria-labelledby="customer-details">
          <h2 id="customer-details" className="text-base font-bold">
            {t('admin.customers.details')}
          </h2>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
            <dt className="text-muted">{t('admin.customers.name')}</dt>
            <dd>{customer.name}</dd>
            <dt className="text-muted">{t('admin.customers.email')}</dt>
            <dd className="break-all">{customer.email || '—'}</dd>
            <dt className="text-muted">{t('admin.customers.phone')}</dt>
            <dd>{customer.phone ? formatPhone(customer.phone, language) : '—'}</dd>
            {guest ? null : (
              <>
                <dt className="text-muted">{t('admin.customers.verified')}</dt>
                <dd>{customer.verified ? t('admin.customers.yes') : t('admin.customers.no')}</dd>
              </>
            )}
            <dt className="text-muted">{t(guest ? 'admin.customers.firstOrderLabel' : 'admin.customers.since')}</dt>
            <dd>{formatDate(customer.createdAt, language)}</dd>
            {customer.lastOrderAt ? (
              <>
                <dt className="text-muted">{t('admin.customers.lastOrderLabel')}</dt>
                <dd>{formatDate(customer.lastOrderAt, language)}</dd>
              </>
            ) : null}
            <dt className="text-muted">{t('admin.customers.spentLabel')}</dt>
            <dd>{formatMMK(customer.totalSpent, language)}</dd>
          </dl>
        </section>
        <section className={card} aria-labelledby="customer-address">
          <h2 id="customer-address" className="text-base font-bold">
            {t('admin.customers.address')}
          </h2>
          {customer.savedAddresses.length === 0 ? (
            <p className="text-sm text-muted">
              {t(guest ? 'admin.customers.guestNoAddress' : 'admin.customers.noAddress')}
            </p>
          ) : (
            customer.savedAddresses.map((a, i) => (
              <address key={i} className="text-sm not-italic">
                <p className="font-semibold">{a.name}</p>
                <p>{formatPhone(a.phone, language)}</p>
                <p>{a.fullAddress}</p>
                <p>{townshipName(zones, a, language === 'my')}</p>
              </address>
            ))
          )}
        </section>
      </div>
      <section className={card} aria-labelledby="customer-orders">
        <h2 id="customer-orders" className="text-base font-bold">
          {t('admin.customers.ordersHeading', { count: customer.orderCount })}
        </h2>
        <QueryState
          query={orders}
          loadingLabel={t('common.loading')}
          skeleton={<Skeleton className="h-16 w-full" />}
          errorMessage={(error) => t('admin.loadError', { message: errorMessage(error) })}
          isEmpty={(page) => page.orders.length === 0}
          empty={<p className="text-sm text-muted">{t('admin.customers.noOrders')}</p>}
        >
          {(page) => (
            <ul className="divide-y divide-line">
              {page.orders.map((o) => (
                <li key={o.orderId}>
                  <Link
                    to={adminPaths.order(o.orderId)}
                    className="flex flex-wrap items-center justify-between gap-2 py-3 text-sm hover:underline"
                  >
                    <span className="font-mono font-semibold">{o.orderId}</span>
                    <span className="text-muted">{formatDateTime(o.createdAt, language)}</span>
                    <span>{t(`admin.status.${displayStatus(o.status)}`)}</span>
                    <span className="font-semibold tabular-nums">{formatMMK(o.total, language)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </section>
      {guest ? null : (
        <Button variant="danger" className="self-start" onClick={() => setConfirming(true)}>
          {t('admin.customers.delete')}
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('admin.customers.deleteTitle', { name: customer.name })}
        confirmLabel={t('admin.customers.delete')}
        cancelLabel={t('admin.cancel')}
        onConfirm={onDelete}
        onCancel={() => setConfirming(false)}
        busy={remove.isPending}
        danger
      >
        {t('admin.customers.deleteBody', { count: customer.orderCount })}
      </ConfirmDialog>
    </div>
  );
}
