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

/** `/admin/customers`: search by name, email or phone (debounced), with order count and spend. */
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
              <p className="truncate font-semibold">{c.name}</p>
              <p className="truncate text-sm text-muted">
                {c.email}
                {c.phone ? ` · ${formatPhone(c.phone, language)}` : ''}
              </p>
            </div>
            <p className="text-sm text-muted">
              {t('admin.customers.joined', { date: formatDate(c.createdAt, language) })}
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
