import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { ApiError } from '../../../lib/api-client.ts';
import '../../../locales/checkout.ts';

/** 'Order not found' for a 404, else 'Failed to load order details'. */
export function orderErrorMessage(error: unknown, t: (key: string) => string): string {
  return error instanceof ApiError && error.status === 404 ? t('orders.notFound') : t('orders.loadFailed');
}

/** 'Order Not Found' with the reason and the way on. */
export function OrderNotFound({ message, action }: { message: string; action: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex flex-col items-center gap-3 px-6 py-16 text-center">
      <h1 className="text-2xl font-bold tracking-tight">{t('orders.notFoundTitle')}</h1>
      <p className="max-w-md text-muted">{message}</p>
      {action}
    </div>
  );
}
