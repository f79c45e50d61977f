import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { formatMMK } from '@shop/shared/money';
import { RejectPaymentSchema, type PaymentToCheck } from '@shop/shared/payments';
import { ConfirmDialog } from '../../../components/ui/dialog.tsx';
import { describedBy, Field } from '../../../components/ui/field.tsx';
import { TextArea } from '../../../components/ui/input.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useShopForm } from '../../../lib/use-shop-form.ts';
import { useDecidePayment } from '../api/payments-to-check.ts';

export type PendingDecision = { payment: PaymentToCheck; action: 'confirm' | 'reject' };

/** The API's code for a transaction id already confirmed on another order. */
const DUPLICATE_TRANSACTION = 'DUPLICATE_TRANSACTION';

/**
 * Asks before confirming (twice as loudly when the transaction id was already used on another
 * order) or rejecting a transfer (with the reason the customer will read). A confirm the API
 * refuses because the id was already confirmed on another order keeps the dialog open with the
 * API's sentence naming that order, and offers "Confirm anyway" as a separate, explicit step.
 */
export function DecisionDialog({ decision, onClose }: { decision: PendingDecision | null; onClose: () => void }) {
  const { t, language } = useTranslation();
  const toast = useToast();
  const decide = useDecidePayment();
  const form = useShopForm<{ reason: string }>({
    resolver: zodResolver(RejectPaymentSchema),
    defaultValues: { reason: '' },
  });
  const [duplicate, setDuplicate] = useState<string | null>(null);
  const reasonError = form.formState.errors.reason?.message;
  const payment = decision?.payment;
  const rejecting = decision?.action === 'reject';

  const close = () => {
    form.reset();
    setDuplicate(null);
    onClose();
  };
  const decideWith = (reason: string) => {
    if (!decision || !payment) return;
    decide.mutate(
      { paymentId: payment._id, action: decision.action, reason, allowDuplicate: duplicate !== null },
      {
        onSuccess: () => {
          toast.show(rejecting ? t('admin.payments.rejected') : t('admin.payments.confirmed'), 'success');
          close();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === DUPLICATE_TRANSACTION && !duplicate) {
            setDuplicate(errorMessage(error));
            return;
          }
          toast.show(errorMessage(error), 'error');
          close();
        },
      },
    );
  };
  // A rejection is checked by the API's own rule (a reason, at most 500 characters) first.
  const onConfirm = () => (rejecting ? void form.handleSubmit(({ reason }) => decideWith(reason))() : decideWith(''));

  return (
    <ConfirmDialog
      open={Boolean(decision)}
      title={
        rejecting
          ? t('admin.payments.rejectTitle')
          : duplicate
            ? t('admin.payments.duplicateTitle')
            : t('admin.payments.confirmTitle')
      }
      confirmLabel={
        rejecting
          ? t('admin.payments.reject')
          : duplicate
            ? t('admin.payments.confirmAnyway')
            : t('admin.payments.confirm')
      }
      cancelLabel={t('admin.cancel')}
      onConfirm={onConfirm}
      onCancel={close}
      busy={decide.isPending}
      danger={rejecting || duplicate !== null}
    >
      {payment && duplicate && (
        <div className="flex flex-col gap-3" data-testid="duplicate-transaction">
          <p role="alert" className="font-semibold text-danger">
            {duplicate}
          </p>
          <p>{t('admin.payments.duplicateHelp', { transactionId: payment.transactionId })}</p>
        </div>
      )}
      {payment && !duplicate && (
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
                invalid={Boolean(reasonError)}
                aria-describedby={describedBy('reject-reason', { error: reasonError })}
                {...form.register('reason')}
              />
            </Field>
          )}
        </div>
      )}
    </ConfirmDialog>
  );
}
