import { displayStatus, type DisplayOrderStatus } from '@shop/shared/orders-rules';
import { useTranslation } from '../../lib/i18n.ts';

const colours: Record<DisplayOrderStatus, string> = {
  pending: 'bg-warning/10 text-warning',
  processing: 'bg-ink/10 text-ink',
  shipped: 'bg-ink text-white',
  delivered: 'bg-success/10 text-success',
  completed: 'bg-success text-white',
  cancelled: 'bg-danger/10 text-danger',
};

/**
 * Whose words name the status (the admin's screens and the shopper's load different message
 * areas) and the test id each side's tests find the pill by.
 */
const sides = {
  admin: { words: 'admin.status', testId: 'admin-order-status' },
  shopper: { words: 'orders.status', testId: 'order-status' },
} as const;

/** An order's status as a coloured pill; an unknown or missing status shows as Pending. */
export function OrderStatusBadge({ status, side }: { status: string | null | undefined; side: keyof typeof sides }) {
  const { t } = useTranslation();
  const shown = displayStatus(status);
  const { words, testId } = sides[side];
  return (
    <span
      data-testid={testId}
      className={`inline-flex w-fit items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold print:border print:border-ink ${colours[shown]}`}
    >
      {t(`${words}.${shown}`)}
    </span>
  );
}
