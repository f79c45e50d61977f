import { formatMMK } from '@shop/shared/money';
import { formatPhone } from '@shop/shared/phone-rules';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { SearchList } from '../../../components/ui/search-list.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDate } from '@shop/shared/dates';
import { usePagedSearch } from '../../../lib/use-paged-search.ts';
import { useCustomers } from '../api/list-customers.ts';
import { adminPaths } from '@shop/shared/admin-paths';

/**
 * `/admin/customers`: accounts and guest buyers (one row per phone), searched by name, email or
 * phone in any spelling (debounced), with order count, spend and the last order.
 */
export function CustomerList() {
  const { t, language } = useTranslation();
  const paging = usePagedSearch();
  const list = useCustomers({ page: paging.page, search: paging.search });
  return (
    <SearchList
      paging={paging}
      search={{
        id: 'customer-search',
        label: t('admin.customers.search'),
        placeholder: t('admin.customers.searchPlaceholder'),
      }}
      count={(data) => t('admin.customers.count', { count: data.pagination.totalCustomers })}
      query={list}
      rows={(data) => data.customers}
      errorMessage={(error) => t('admin.loadError', { message: errorMessage(error) })}
      empty={<EmptyState title={t('admin.customers.empty')} />}
    >
      {(c) => (
        <li key={c._id}>
          <Link
            to={adminPaths.customer(c._id)}
            className="grid gap-1 rounded-xl border border-line bg-white p-4 hover:border-ink sm:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)_auto_auto] sm:items-center sm:gap-6"
          >
            <div className="min-w-0">
              <p className="flex items-center gap-2 font-semibold">
                <span className="truncate">{c.name}</span>
                {c.kind === 'guest' && (
                  <span
                    className="shrink-0 rounded-full bg-surface px-2 py-0.5 text-xs font-medium text-muted ring-1 ring-line"
                    title={t('admin.customers.guestHint')}
                  >
                    {t('admin.customers.guest')}
                  </span>
                )}
              </p>
              <p className="truncate text-sm text-muted">
                {[c.email, c.phone ? formatPhone(c.phone, language) : ''].filter(Boolean).join(' · ')}
              </p>
            </div>
            <p className="text-sm text-muted">
              {c.lastOrderAt
                ? t('admin.customers.lastOrder', { date: formatDate(c.lastOrderAt, language) })
                : t('admin.customers.joined', { date: formatDate(c.createdAt, language) })}
            </p>
            <p className="text-sm">{t('admin.customers.orders', { count: c.orderCount })}</p>
            <p className="text-sm font-semibold tabular-nums">
              {t('admin.customers.spent', { amount: formatMMK(c.totalSpent, language) })}
            </p>
          </Link>
        </li>
      )}
    </SearchList>
  );
}
