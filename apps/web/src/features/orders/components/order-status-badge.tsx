import { useTranslation } from '../../../lib/i18n.ts';
import { displayStatus, type DisplayOrderStatus } from '@shop/shared/orders-rules';
import '../../../locales/checkout.ts';

const colours: Record<DisplayOrderStatus, string> = {
  pending: 'bg-warning/10 text-warning',
  processing: 'bg-ink/10 text-ink',
  shipped: 'bg-ink text-white',
  delivered: 'bg-success/10 text-success',
  completed: 'bg-success text-white',
  cancelled: 'bg-danger/10 text-danger',
};

/** An order's status as a coloured pill; an unknown or missing status shows as Pending. */
export function OrderStatusBadge({ status }: { status: string | null | undefined }) {
  const { t } = useTranslation();
  const shown = displayStatus(status);
  return (
    <span
      data-testid="order-status"
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold print:border print:border-ink ${colours[shown]}`}
    >
      {t(`orders.status.${shown}`)}
    </span>
  );
}
