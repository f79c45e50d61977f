import type { PaymentPage, PaymentPageState } from '@shop/shared/payments';
import { useTranslation } from '../../../lib/i18n.ts';

const tone: Record<PaymentPageState, string> = {
  awaiting: '',
  // Calm: nothing is wrong while the shop checks (never the error colour).
  waiting: 'border-line bg-surface',
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
      {state === 'confirmed' && <p className="text-lg font-bold text-success">{t('payment.state.confirmedTitle')}</p>}
      {state === 'waiting' && <p className="text-lg font-bold">{t('payment.state.waitingTitle')}</p>}
      <p className={state === 'confirmed' || state === 'waiting' ? '' : 'font-semibold'}>{message}</p>
      {state === 'rejected' && payment.rejectReason && (
        <p className="text-sm">{t('payment.reason', { reason: payment.rejectReason })}</p>
      )}
    </div>
  );
}
