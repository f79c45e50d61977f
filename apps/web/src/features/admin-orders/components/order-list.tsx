import { ORDER_STATUSES } from '@shop/shared/orders-rules';
import { formatPhone } from '@shop/shared/phone-rules';
import { formatMMK } from '@shop/shared/money';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { SearchList } from '../../../components/ui/search-list.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '@shop/shared/dates';
import { useToast } from '../../../components/ui/toast.tsx';
import { usePagedSearch } from '../../../lib/use-paged-search.ts';
import { useExportOrders } from '../api/export-orders.ts';
import { useAdminOrders } from '../api/list-orders.ts';
import { OrderStatusBadge } from '../../../components/ui/order-status-badge.tsx';
import { adminPaths } from '@shop/shared/admin-paths';

/** `/admin/orders`: every order, newest first; filter by status, search (debounced), 20 a page. */
export function OrderList() {
  const { t, language } = useTranslation();
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? '';
  const setStatus = (value: string) => setParams(value ? { status: value } : {}, { replace: true });
  const paging = usePagedSearch(status);
  const { search } = paging;
  const list = useAdminOrders({ status, search, page: paging.page });
  const data = list.data;
  const toast = useToast();
  const exporting = useExportOrders();
  const exportCsv = () =>
    exporting.mutate(
      { status, search },
      {
        onSuccess: ({ filename }) =>
          toast.show(t('admin.orders.exported', { file: filename ?? 'orders.csv' }), 'success'),
        onError: (error) => toast.show(t('admin.orders.exportFailed', { message: errorMessage(error) }), 'error'),
      },
    );

  return (
    <SearchList
      paging={paging}
      search={{ id: 'order-search', label: t('admin.orders.search'), placeholder: t('admin.orders.searchPlaceholder') }}
      filters={
        <div className="flex flex-col gap-1.5 sm:w-[220px] sm:shrink-0">
          <label htmlFor="order-status-filter" className="text-sm font-semibold">
            {t('admin.orders.filter')}
          </label>
          <Select id="order-status-filter" value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">{t('admin.orders.allStatuses')}</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`admin.status.${s}`)}
              </option>
            ))}
          </Select>
        </div>
      }
      count={(data) => t('admin.orders.count', { count: data.pagination.totalOrders })}
      actions={
        <Button
          variant="secondary"
          onClick={exportCsv}
          busy={exporting.isPending}
          disabled={!data || data.pagination.totalOrders === 0}
        >
          {exporting.isPending ? t('admin.orders.exporting') : t('admin.orders.export')}
        </Button>
      }
      query={list}
      rows={(data) => data.orders}
      errorMessage={(error) => t('admin.loadError', { message: errorMessage(error) })}
      empty={<EmptyState title={t('admin.orders.empty')} />}
    >
      {(order) => (
        <li key={order.orderId}>
          <Link
            to={adminPaths.order(order.orderId)}
            className="grid gap-1 rounded-xl border border-line bg-white p-4 hover:border-ink sm:grid-cols-[minmax(0,1.2fr)_minmax(0,1.5fr)_auto_auto] sm:items-center sm:gap-4"
          >
            <div className="min-w-0">
              <p className="font-mono text-sm font-semibold">{order.orderId}</p>
              <p className="text-xs text-muted">{formatDateTime(order.createdAt, language)}</p>
            </div>
            <div className="min-w-0 text-sm">
              <p className="truncate font-semibold">{order.shippingAddress.name}</p>
              <p className="truncate text-muted">
                {[order.shippingAddress.email, formatPhone(order.shippingAddress.phone, language)]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </div>
            <p className="text-sm font-semibold tabular-nums">{formatMMK(order.total, language)}</p>
            <div className="flex items-center gap-2">
              <OrderStatusBadge status={order.status} side="admin" />
              {order.isGuestOrder && <span className="text-xs text-muted">{t('admin.orders.guest')}</span>}
            </div>
          </Link>
        </li>
      )}
    </SearchList>
  );
}
