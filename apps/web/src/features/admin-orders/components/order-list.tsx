import { ORDER_STATUSES } from '@shop/shared/orders-rules';
import { formatMMK } from '@shop/shared/money';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '@shop/shared/dates';
import { useToast } from '../../../components/ui/toast.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useExportOrders } from '../api/export-orders.ts';
import { useAdminOrders } from '../api/list-orders.ts';
import { OrderStatusBadge } from '../../../components/ui/order-status-badge.tsx';

/** `/admin/orders`: every order, newest first; filter by status, search (debounced), 20 a page. */
export function OrderList() {
  const { t, language } = useTranslation();
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? '';
  const setStatus = (value: string) => setParams(value ? { status: value } : {}, { replace: true });
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed, 400);
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState(`${status}|${search}`);
  if (filters !== `${status}|${search}`) {
    setFilters(`${status}|${search}`);
    setPage(1);
  }
  const list = useAdminOrders({ status, search, page });
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
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_220px]">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="order-search" className="text-sm font-semibold">
            {t('admin.orders.search')}
          </label>
          <Input
            id="order-search"
            type="search"
            value={typed}
            maxLength={100}
            onChange={(e) => setTyped(e.target.value)}
            placeholder={t('admin.orders.searchPlaceholder')}
          />
        </div>
        <div className="flex flex-col gap-1.5">
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
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm text-muted">
          {data && t('admin.orders.count', { count: data.pagination.totalOrders })}
        </p>
        <Button
          variant="secondary"
          onClick={exportCsv}
          busy={exporting.isPending}
          disabled={!data || data.pagination.totalOrders === 0}
        >
          {exporting.isPending ? t('admin.orders.exporting') : t('admin.orders.export')}
        </Button>
      </div>

      <QueryState
        query={list}
        loadingLabel={t('common.loading')}
        skeleton={Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-16 w-full" />
        ))}
        errorMessage={(error) => t('admin.loadError', { message: errorMessage(error) })}
        isEmpty={(page) => page.orders.length === 0}
        empty={<EmptyState title={t('admin.orders.empty')} />}
      >
        {(data) => (
          <ul
            className={`flex flex-col gap-2 ${list.isPlaceholderData ? 'opacity-60' : ''}`}
            aria-busy={list.isFetching}
          >
            {data.orders.map((order) => (
              <li key={order.orderId}>
                <Link
                  to={`/admin/order/${order.orderId}`}
                  className="grid gap-1 rounded-xl border border-line bg-white p-4 hover:border-ink sm:grid-cols-[minmax(0,1.2fr)_minmax(0,1.5fr)_auto_auto] sm:items-center sm:gap-4"
                >
                  <div className="min-w-0">
                    <p className="font-mono text-sm font-semibold">{order.orderId}</p>
                    <p className="text-xs text-muted">{formatDateTime(order.createdAt, language)}</p>
                  </div>
                  <div className="min-w-0 text-sm">
                    <p className="truncate font-semibold">{order.shippingAddress.name}</p>
                    <p className="truncate text-muted">
                      {order.shippingAddress.email} · {order.shippingAddress.phone}
                    </p>
                  </div>
                  <p className="text-sm font-semibold tabular-nums">{formatMMK(order.total, language)}</p>
                  <div className="flex items-center gap-2">
                    <OrderStatusBadge status={order.status} side="admin" />
                    {order.isGuestOrder && <span className="text-xs text-muted">{t('admin.orders.guest')}</span>}
                  </div>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryState>

      <Pager page={page} totalPages={data?.pagination.totalPages ?? 1} onPage={setPage} />
    </div>
  );
}
