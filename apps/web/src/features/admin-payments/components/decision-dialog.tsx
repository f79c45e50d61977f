import { useState } from 'react';
import { formatMMK } from '@shop/shared/money';
import type { PaymentToCheck } from '@shop/shared/payments';
import { REJECT_REASON_REQUIRED } from '@shop/shared/payments-rules';
import { ConfirmDialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { TextArea } from '../../../components/ui/input.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDecidePayment } from '../api/payments-to-check.ts';

export type PendingDecision = { payment: PaymentToCheck; action: 'confirm' | 'reject' };

/**
 * Asks before confirming (twice as loudly when the transaction id was already used on another
 * order) or rejecting a transfer (with the reason the customer will read).
 */
export function DecisionDialog({ decision, onClose }: { decision: PendingDecision | null; onClose: () => void }) {
  const { t, language } = useTranslation();
  const toast = useToast();
  const decide = useDecidePayment();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const payment = decision?.payment;
  const rejecting = decision?.action === 'reject';

  const close = () => {
    setReason('');
    setReasonError(undefined);
    onClose();
  };
  const onConfirm = () => {
    if (!decision || !payment) return;
    if (rejecting && !reason.trim()) {
      setReasonError(t('admin.payments.reasonRequired', { defaultValue: REJECT_REASON_REQUIRED }));
      return;
    }
    decide.mutate(
      { paymentId: payment._id, action: decision.action, reason: reason.trim() },
      {
        onSuccess: () => {
          toast.show(rejecting ? t('admin.payments.rejected') : t('admin.payments.confirmed'), 'success');
          close();
        },
        onError: (error) => {
          toast.show(errorMessage(error), 'error');
          close();
        },
      },
    );
  };

  return (
    <ConfirmDialog
      open={Boolean(decision)}
      title={rejecting ? t('admin.payments.rejectTitle') : t('admin.payments.confirmTitle')}
      confirmLabel={rejecting ? t('admin.payments.reject') : t('admin.payments.confirm')}
      cancelLabel={t('admin.cancel')}
      onConfirm={onConfirm}
      onCancel={close}
      busy={decide.isPending}
      danger={rejecting}
    >
      {payment && (
        <div className="flex flex-col gap-3">
          <p>
            {t('admin.payments.dialogBody', {
              orderId: payment.orderId,
              amount: formatMMK(payment.total, language),
              transactionId: payment.transactionId,
            })}
          </p>
          {!rejecting && payment.usedOnOrders.length > 0 && (
            <p className="font-semibold text-danger">
              {t('admin.payments.doubleCheck', { orders: payment.usedOnOrders.join(', ') })}
            </p>
          )}
          {rejecting && (
            <Field id="reject-reason" label={t('admin.payments.reason')} error={reasonError} required>
              <TextArea
                id="reject-reason"
                rows={3}
                value={reason}
                invalid={Boolean(reasonError)}
                onChange={(event) => setReason(event.target.value)}
              />
            </Field>
          )}
        </div>
      )}
    </ConfirmDialog>
  );
}
