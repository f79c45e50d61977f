import type { AdminProductRow } from '@shop/shared/admin';
import { formatMMK } from '@shop/shared/money';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Thumbnail } from '../../../components/ui/thumbnail.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useDeleteProduct } from '../api/delete-product.ts';
import { useAdminProducts } from '../api/list-products.ts';
import { StockBadge } from './stock-badge.tsx';

/** `/admin/products`: search (on the server, 400 ms after typing stops), 12 a page, edit and delete. */
export function ProductList() {
  const { t, language } = useTranslation();
  const toast = useToast();
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed, 400);
  const [page, setPage] = useState(1);
  const [searched, setSearched] = useState(search);
  if (searched !== search) {
    setSearched(search);
    setPage(1);
  }
  const list = useAdminProducts({ page, search });
  const remove = useDeleteProduct();
  const [deleting, setDeleting] = useState<AdminProductRow | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: (reply) => {
        toast.show(reply.message, 'success');
        setDeleting(null);
      },
      onError: (error) => {
        toast.show(
          t('admin.products.deleteFailed', { message: errorMessage(error, t('admin.products.deleteError')) }),
          'error',
        );
        setDeleting(null);
      },
    });
  };

  const data = list.data;
  const totalPages = data?.pagination.totalPages ?? 1;
  if (data && page > totalPages && totalPages > 0) setPage(totalPages);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex w-full flex-col gap-1.5 sm:max-w-sm">
          <label htmlFor="product-search" className="text-sm font-semibold">
            {t('admin.products.search')}
          </label>
          <Input
            id="product-search"
            type="search"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            placeholder={t('admin.products.searchPlaceholder')}
            maxLength={100}
          />
        </div>
        <p role="status" className="text-sm text-muted">
          {data && t('admin.products.count', { count: data.pagination.totalProducts })}
        </p>
      </div>

      <QueryState
        query={list}
        loadingLabel={t('common.loading')}
        skeleton={Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-20 w-full" />
        ))}
        errorMessage={(error) => t('admin.loadError', { message: errorMessage(error) })}
        isEmpty={(page) => page.products.length === 0}
        empty={
          <EmptyState
            title={search ? t('admin.products.noMatch') : t('admin.products.empty')}
            action={
              <Link to="/admin/products/add" className={buttonClass('primary')}>
                {t('admin.nav.addProduct')}
              </Link>
            }
          />
        }
      >
        {(data) => (
          <ul
            className={`flex flex-col gap-2 transition-opacity ${list.isPlaceholderData ? 'opacity-60' : ''}`}
            aria-busy={list.isFetching}
          >
            {data.products.map((product) => (
              <li
                key={product._id}
                className="flex items-center gap-3 rounded-xl border border-line bg-white p-3 sm:gap-4"
              >
                <div className="aspect-[4/5] w-14 shrink-0 overflow-hidden rounded-md bg-surface sm:w-16">
                  <Thumbnail src={product.image} alt={product.itemName} sizes="64px" />
                </div>
                <div className="grid min-w-0 flex-1 gap-1 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto_auto] sm:items-center sm:gap-4">
                  <div className="min-w-0">
                    <p className="truncate font-semibold">{product.itemName}</p>
                    <p className="truncate text-sm text-muted">
                      {[product.mainCategory, product.subCategory].filter(Boolean).join(' / ')} ·{' '}
                      {t(`admin.genders.${product.gender}`)}
                    </p>
                  </div>
                  <p className="text-sm font-semibold tabular-nums">{formatMMK(product.price, language)}</p>
                  <StockBadge total={product.totalStock} />
                  <div className="flex gap-1">
                    <Link
                      to={`/admin/products/${product._id}/edit`}
                      className={buttonClass('ghost', 'min-h-10 px-3')}
                      aria-label={t('admin.products.editNamed', { name: product.itemName })}
                    >
                      {t('admin.products.edit')}
                    </Link>
                    <Button
                      variant="ghost"
                      className="min-h-10 px-3 text-danger"
                      onClick={() => setDeleting(product)}
                      aria-label={t('admin.products.deleteNamed', { name: product.itemName })}
                    >
                      {t('admin.products.delete')}
                    </Button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>

      <Pager page={page} totalPages={totalPages} onPage={setPage} />

      <ConfirmDialog
        open={deleting !== null}
        title={t('admin.products.deleteTitle')}
        confirmLabel={t('admin.products.delete')}
        cancelLabel={t('admin.cancel')}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
        busy={remove.isPending}
        danger
      >
        {t('admin.products.deleteBody', { name: deleting?.itemName ?? '' })}
      </ConfirmDialog>
    </div>
  );
}
