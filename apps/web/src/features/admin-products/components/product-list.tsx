import type { AdminProductRow } from '@shop/shared/admin';
import { formatMMK } from '@shop/shared/money';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { SearchList } from '../../../components/ui/search-list.tsx';
import { Thumbnail } from '../../../components/ui/thumbnail.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { usePagedSearch } from '../../../lib/use-paged-search.ts';
import { useDeleteProduct } from '../api/delete-product.ts';
import { useAdminProducts } from '../api/list-products.ts';
import { StockBadge } from './stock-badge.tsx';
import { adminPaths } from '@shop/shared/admin-paths';
import { inLanguage } from '@shop/shared/catalog-rules';

/** `/admin/products`: search (on the server, 400 ms after typing stops), 12 a page, edit and delete. */
export function ProductList() {
  const { t, language } = useTranslation();
  const toast = useToast();
  const paging = usePagedSearch();
  const { search } = paging;
  const list = useAdminProducts({ page: paging.page, search });
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

  return (
    <>
      <SearchList
        paging={paging}
        search={{
          id: 'product-search',
          label: t('admin.products.search'),
          placeholder: t('admin.products.searchPlaceholder'),
        }}
        count={(data) => t('admin.products.count', { count: data.pagination.totalProducts })}
        query={list}
        rows={(data) => data.products}
        skeletonRow="h-20"
        errorMessage={(error) => t('admin.loadError', { message: errorMessage(error) })}
        empty={
          <EmptyState
            title={search ? t('admin.products.noMatch') : t('admin.products.empty')}
            action={
              <Link to={adminPaths.addProduct} className={buttonClass('primary')}>
                {t('admin.nav.addProduct')}
              </Link>
            }
          />
        }
      >
        {(product) => (
          <li key={product._id} className="flex items-center gap-3 rounded-xl border border-line bg-white p-3 sm:gap-4">
            <div className="aspect-[4/5] w-14 shrink-0 overflow-hidden rounded-md bg-surface sm:w-16">
              <Thumbnail
                src={product.image}
                alt={inLanguage(language, product.itemName, product.itemNameMy)}
                sizes="64px"
              />
            </div>
            <div className="grid min-w-0 flex-1 gap-1 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto_auto] sm:items-center sm:gap-4">
              <div className="min-w-0">
                <p className="truncate font-semibold">{inLanguage(language, product.itemName, product.itemNameMy)}</p>
                <p className="truncate text-sm text-muted">
                  {[product.mainCategory, product.subCategory].filter(Boolean).join(' / ')} ·{' '}
                  {t(`admin.genders.${product.gender}`)}
                </p>
              </div>
              <p className="text-sm font-semibold tabular-nums">{formatMMK(product.price, language)}</p>
              <StockBadge total={product.totalStock} />
              <div className="flex gap-1">
                <Link
                  to={adminPaths.editProduct(product._id)}
                  className={buttonClass('ghost', 'min-h-10 px-3')}
                  aria-label={t('admin.products.editNamed', {
                    name: inLanguage(language, product.itemName, product.itemNameMy),
                  })}
                >
                  {t('admin.products.edit')}
                </Link>
                <Button
                  variant="ghost"
                  className="min-h-10 px-3 text-danger"
                  onClick={() => setDeleting(product)}
                  aria-label={t('admin.products.deleteNamed', {
                    name: inLanguage(language, product.itemName, product.itemNameMy),
                  })}
                >
                  {t('admin.products.delete')}
                </Button>
              </div>
            </div>
          </li>
        )}
      </SearchList>

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
        {t('admin.products.deleteBody', {
          name: deleting ? inLanguage(language, deleting.itemName, deleting.itemNameMy) : '',
        })}
      </ConfirmDialog>
    </>
  );
}
