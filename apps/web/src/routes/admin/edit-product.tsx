import { useTranslation } from '../../lib/i18n.ts';
import { Link, useParams } from 'react-router';
import { AdminPage } from '../../app/layouts/admin-page.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { AuditHistory } from '../../features/admin-dashboard/components/audit-history.tsx';
import { useAdminProduct } from '../../features/admin-products/api/get-product.ts';
import { EditProductForm } from '../../features/admin-products/components/edit-product-form.tsx';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { adminPaths } from '@shop/shared/admin-paths';
import { inLanguage } from '@shop/shared/catalog-rules';

/** `/admin/products/{productId}/edit`: the form, then the product's history of admin changes. */
export default function EditProductPage() {
  const { t, language } = useTranslation();
  const { productId = '' } = useParams();
  const product = useAdminProduct(productId);
  return (
    <AdminPage
      title={
        product.data
          ? t('admin.edit.titleNamed', { name: inLanguage(language, product.data.itemName, product.data.itemNameMy) })
          : t('admin.edit.title')
      }
    >
      {product.isPending ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          <Skeleton className="h-64 w-full" />
          <Skeleton className="h-96 w-full" />
        </div>
      ) : product.isError ? (
        product.error instanceof ApiError && product.error.status === 404 ? (
          <EmptyState
            title={t('admin.edit.notFound')}
            action={
              <Link to={adminPaths.products} className={buttonClass('secondary')}>
                {t('admin.nav.productList')}
              </Link>
            }
          />
        ) : (
          <div role="alert" className="flex flex-col items-start gap-3">
            <p className="font-semibold text-danger">
              {t('admin.loadError', { message: errorMessage(product.error) })}
            </p>
            <Button variant="secondary" onClick={() => void product.refetch()}>
              {t('admin.retry')}
            </Button>
          </div>
        )
      ) : (
        <>
          <EditProductForm key={product.data.version} product={product.data} onReload={() => void product.refetch()} />
          <AuditHistory title={t('admin.audit.history')} filter={{ entityType: 'product', entityId: productId }} />
        </>
      )}
    </AdminPage>
  );
}
