import { useState } from 'react';
import type { AdminOrder } from '@shop/shared/admin';
import type { OrderTransfer } from '@shop/shared/payments';
import { formatDateTime } from '@shop/shared/dates';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { usePaymentScreenshot } from '../api/payment-screenshot.ts';
import { DecisionDialog, type PendingDecision } from './decision-dialog.tsx';
import { TransferScreenshot } from './transfer-screenshot.tsx';

/**
 * The transfers (any wallet) of one order, for its admin page: each transaction id the customer sent
 * (newest first) with its screenshot, when it came and what was decided, and Confirm / Reject for
 * the one waiting, as on the payments to check. Nothing for a cash on delivery order.
 */
export function OrderTransfers({ order }: { order: AdminOrder }) {
  const { t } = useTranslation();
  const [decision, setDecision] = useState<PendingDecision | null>(null);
  const method = order.payment.method;
  if (method === 'cod') return null;
  const decide = (transfer: OrderTransfer, action: PendingDecision['action']) =>
    setDecision({
      action,
      payment: {
        _id: transfer._id,
        orderId: order.orderId,
        method,
        total: order.total,
        customerName: order.shippingAddress.name,
        transactionId: transfer.transactionId,
        screenshot: transfer.screenshot,
        submittedAt: transfer.submittedAt,
        usedOnOrders: transfer.usedOnOrders,
      },
    });
  return (
    <>
      {order.transfers.length === 0 ? (
        <p className="text-sm text-muted">{t('admin.payments.noTransfer')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line" aria-label={t('admin.payments.transfers')}>
          {order.transfers.map((transfer) => (
            <TransferItem key={transfer._id} orderId={order.orderId} transfer={transfer} onDecide={decide} />
          ))}
        </ul>
      )}
      <DecisionDialog decision={decision} onClose={() => setDecision(null)} />
    </>
  );
}

function TransferItem({
  orderId,
  transfer,
  onDecide,
}: {
  orderId: string;
  transfer: OrderTransfer;
  onDecide: (transfer: OrderTransfer, action: PendingDecision['action']) => void;
}) {
  const { t, language } = useTranslation();
  const decided = transfer.decidedAt ? formatDateTime(transfer.decidedAt, language) : '';
  const screenshot = usePaymentScreenshot(transfer.screenshot);
  return (
    <li className="flex gap-3 py-3 text-sm">
      <TransferScreenshot screenshot={screenshot} orderId={orderId} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p>
          {t('admin.payments.transactionId')}:{' '}
          <span className="font-mono font-semibold" data-testid="transfer-id">
            {transfer.transactionId}
          </span>
        </p>
        <p className="text-xs text-muted">
          {t('admin.payments.submittedAt', { time: formatDateTime(transfer.submittedAt, language) })}
        </p>
        {screenshot?.url && (
          <a href={screenshot.url} target="_blank" rel="noreferrer" className="underline">
            {t('admin.payments.openScreenshot')}
          </a>
        )}
        <p
          className={`font-semibold ${transfer.state === 'rejected' ? 'text-danger' : transfer.state === 'confirmed' ? 'text-success' : ''}`}
        >
          {
            {
              waiting: t('admin.payments.waiting'),
              confirmed: t('admin.payments.confirmedAt', { time: decided }),
              rejected: t('admin.payments.rejectedAt', { time: decided, reason: transfer.rejectReason ?? '' }),
              closed: t('admin.payments.closedAt', { time: decided }),
            }[transfer.state]
          }
        </p>
        {transfer.usedOnOrders.length > 0 && (
          <p role="note" className="font-semibold text-danger">
            {t('admin.payments.reused', { orders: transfer.usedOnOrders.join(', ') })}
          </p>
        )}
        {transfer.state === 'waiting' && (
          <div className="mt-1 flex flex-wrap gap-2">
            <Button onClick={() => onDecide(transfer, 'confirm')}>{t('admin.payments.confirm')}</Button>
            <Button variant="secondary" onClick={() => onDecide(transfer, 'reject')}>
              {t('admin.payments.reject')}
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}
