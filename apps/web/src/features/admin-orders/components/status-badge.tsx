import { displayStatus, type DisplayOrderStatus } from '@shop/shared/orders-rules';
import { useTranslation } from '../../../lib/i18n.ts';

const colours: Record<DisplayOrderStatus, string> = {
  pending: 'bg-warning/10 text-warning',
  processing: 'bg-ink/10 text-ink',
  shipped: 'bg-ink text-white',
  delivered: 'bg-success/10 text-success',
  completed: 'bg-success text-white',
  cancelled: 'bg-danger/10 text-danger',
};

/** An order status as a coloured pill; unknown statuses show as Pending. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const shown = displayStatus(status);
  return (
    <span
      data-testid="admin-order-status"
      className={`inline-flex w-fit items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${colours[shown]}`}
    >
      {t(`admin.status.${shown}`)}
    </span>
  );
}
