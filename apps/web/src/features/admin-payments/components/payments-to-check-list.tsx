import { useState } from 'react';
import { Link } from 'react-router';
import { formatMMK } from '@shop/shared/money';
import type { PaymentToCheck } from '@shop/shared/payments';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '@shop/shared/dates';
import { useTranslation } from '../../../lib/i18n.ts';
import { usePaymentScreenshot } from '../api/payment-screenshot.ts';
import { usePaymentsToCheck } from '../api/payments-to-check.ts';
import { DecisionDialog, type PendingDecision } from './decision-dialog.tsx';
import { TransferScreenshot } from './transfer-screenshot.tsx';
import { adminPaths } from '@shop/shared/admin-paths';

/** `/admin/payments`: KBZ Pay transfers waiting to be checked, oldest first, reused ids flagged. */
export function PaymentsToCheckList() {
  const { t } = useTranslation();
  const list = usePaymentsToCheck();
  const [decision, setDecision] = useState<PendingDecision | null>(null);

  // The dialog stays mounted when the last payment leaves the list, so its answer is still shown.
  return (
    <>
      <QueryState
        query={list}
        loadingLabel={t('common.loading')}
        skeleton={Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-32 w-full" />
        ))}
        errorMessage={(error) => t('admin.loadError', { message: errorMessage(error) })}
        isEmpty={(data) => data.payments.length === 0}
        empty={<EmptyState title={t('admin.payments.empty')} body={t('admin.payments.emptyHint')} />}
      >
        {(data) => (
          <ul className="flex flex-col gap-3">
            {data.payments.map((payment) => (
              <PaymentRow key={payment._id} payment={payment} onDecide={setDecision} />
            ))}
          </ul>
        )}
      </QueryState>
      <DecisionDialog decision={decision} onClose={() => setDecision(null)} />
    </>
  );
}

function PaymentRow({ payment, onDecide }: { payment: PaymentToCheck; onDecide: (d: PendingDecision) => void }) {
  const { t, language } = useTranslation();
  const reused = payment.usedOnOrders.length > 0;
  const screenshot = usePaymentScreenshot(payment.screenshot);
  return (
    <li>
      <article
        aria-label={t('admin.payments.rowLabel', { orderId: payment.orderId })}
        className={`flex flex-col gap-3 rounded-xl border bg-white p-4 sm:flex-row ${reused ? 'border-danger border-l-4' : 'border-line'}`}
      >
        <TransferScreenshot screenshot={screenshot} orderId={payment.orderId} />
        <div className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
          <Link to={adminPaths.order(payment.orderId)} className="font-mono font-semibold underline">
            {payment.orderId}
          </Link>
          <p>
            {payment.customerName} · <strong>{formatMMK(payment.total, language)}</strong>
          </p>
          <p>
            {t('admin.payments.transactionId')}:{' '}
            <span className="font-mono font-semibold">{payment.transactionId}</span>
          </p>
          <p className="text-xs text-muted">
            {t('admin.payments.submittedAt', { time: formatDateTime(payment.submittedAt, language) })}
          </p>
          {reused && (
            <p role="note" className="font-semibold text-danger">
              {t('admin.payments.reused', { orders: payment.usedOnOrders.join(', ') })}
            </p>
          )}
        </div>
        <div className="flex shrink-0 flex-row gap-2 sm:flex-col">
          <Button onClick={() => onDecide({ payment, action: 'confirm' })}>{t('admin.payments.confirm')}</Button>
          <Button variant="secondary" onClick={() => onDecide({ payment, action: 'reject' })}>
            {t('admin.payments.reject')}
          </Button>
        </div>
      </article>
    </li>
  );
}
