import { useTranslation } from '../../lib/i18n.ts';
import { Link, useParams } from 'react-router';
import { AdminPage } from '../../app/layouts/admin-page.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useCustomer } from '../../features/admin-customers/api/get-customer.ts';
import { CustomerDetail } from '../../features/admin-customers/components/customer-detail.tsx';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { adminPaths } from '@shop/shared/admin-paths';

/** `/admin/customers/{userId}`; 'Customer Not Found' for unknown ids. */
export default function AdminCustomerPage() {
  const { t } = useTranslation();
  const { userId = '' } = useParams();
  const customer = useCustomer(userId);
  const back = (
    <Link to={adminPaths.customers} className={buttonClass('secondary')}>
      {t('admin.customers.back')}
    </Link>
  );
  const notFound = customer.error instanceof ApiError && customer.error.status === 404;
  return (
    <AdminPage
      title={customer.data?.name ?? (notFound ? t('admin.customers.notFound') : t('admin.customers.title'))}
      actions={back}
    >
      {customer.isPending ? (
        <Skeleton className="h-80 w-full" />
      ) : customer.isError ? (
        notFound ? (
          <EmptyState title={t('admin.customers.notFound')} body={t('admin.customers.notFoundBody')} />
        ) : (
          <div role="alert" className="flex flex-col items-start gap-3">
            <p className="font-semibold text-danger">
              {t('admin.loadError', { message: errorMessage(customer.error) })}
            </p>
            <Button variant="secondary" onClick={() => void customer.refetch()}>
              {t('admin.retry')}
            </Button>
          </div>
        )
      ) : (
        <CustomerDetail customer={customer.data} />
      )}
    </AdminPage>
  );
}
