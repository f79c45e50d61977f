import { formatMMK } from '@shop/shared/money';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDate } from '@shop/shared/dates';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useCustomers } from '../api/list-customers.ts';

/** `/admin/customers`: search by name, email or phone (debounced), with order count and spend. */
export function CustomerList() {
  const { t, language } = useTranslation();
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed, 400);
  const [page, setPage] = useState(1);
  const [searched, setSearched] = useState(search);
  if (searched !== search) {
    setSearched(search);
    setPage(1);
  }
  const list = useCustomers({ page, search });
  const data = list.data;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5 sm:max-w-sm">
        <label htmlFor="customer-search" className="text-sm font-semibold">
          {t('admin.customers.search')}
        </label>
        <Input
          id="customer-search"
          type="search"
          value={typed}
          maxLength={100}
          onChange={(e) => setTyped(e.target.value)}
          placeholder={t('admin.customers.searchPlaceholder')}
        />
      </div>
      <p role="status" className="text-sm text-muted">
        {data && t('admin.customers.count', { count: data.pagination.totalCustomers })}
      </p>
      <QueryState
        query={list}
        loadingLabel={t('common.loading')}
        skeleton={Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-16 w-full" />
        ))}
        errorMessage={(error) => t('admin.loadError', { message: errorMessage(error) })}
        isEmpty={(page) => page.customers.length === 0}
        empty={<EmptyState title={t('admin.customers.empty')} />}
      >
        {(data) => (
          <ul className={`flex flex-col gap-2 ${list.isPlaceholderData ? 'opacity-60' : ''}`}>
            {data.customers.map((c) => (
              <li key={c._id}>
                <Link
                  to={`/admin/customers/${c._id}`}
                  className="grid gap-1 rounded-xl border border-line bg-white p-4 hover:border-ink sm:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)_auto_auto] sm:items-center sm:gap-6"
                >
                  <div className="min-w-0">
                    <p className="truncate font-semibold">{c.name}</p>
                    <p className="truncate text-sm text-muted">
                      {c.email}
                      {c.phone ? ` · ${c.phone}` : ''}
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
            ))}
          </ul>
        )}
      </QueryState>
      <Pager page={page} totalPages={data?.pagination.totalPages ?? 1} onPage={setPage} />
    </div>
  );
}
