import type { PaymentPage, PaymentPageState } from '@shop/shared/payments';
import { useTranslation } from '../../../lib/i18n.ts';

const tone: Record<PaymentPageState, string> = {
  awaiting: '',
  waiting: 'border-accent/40 bg-accent/5',
  rejected: 'border-danger/30 bg-danger/5',
  confirmed: 'border-success/30 bg-success/5',
  expired: 'border-danger/30 bg-danger/5',
  closed: 'border-line bg-surface',
};

/**
 * Where the payment stands: being checked, rejected (and why), confirmed, expired, cancelled by the
 * shop (and how money sent comes back) or closed.
 */
export function PaymentStatus({ state, payment }: { state: PaymentPageState; payment: PaymentPage }) {
  const { t } = useTranslation();
  if (state === 'awaiting') return null;
  const message = {
    waiting: t('payment.state.waiting', { transactionId: payment.transactionId ?? '' }),
    rejected: t('payment.state.rejected', { transactionId: payment.transactionId ?? '' }),
    confirmed: t('payment.state.confirmed'),
    expired: t('payment.state.expired'),
    // Cancelled by the shop: what becomes of money already sent.
    closed: payment.cancelledByShop ? t('payment.state.cancelled') : t('payment.state.closed'),
  }[state];
  return (
    <div role="status" data-state={state} className={`flex flex-col gap-1 rounded-xl border p-4 ${tone[state]}`}>
      <p className="font-semibold">{message}</p>
      {state === 'rejected' && payment.rejectReason && (
        <p className="text-sm">{t('payment.reason', { reason: payment.rejectReason })}</p>
      )}
    </div>
  );
}
