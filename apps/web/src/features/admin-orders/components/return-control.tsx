import { RETURN_REASONS, type ReturnReason } from '@shop/shared/orders-rules';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useUpdateOrderStatus } from '../api/update-order-status.ts';

/**
 * What the courier brings back from a shipped order: refused at the door or not reachable. Once
 * confirmed, the order is cancelled with that reason, its stock returned and a cash payment failed.
 */
export function ReturnControl({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const update = useUpdateOrderStatus(orderId);
  const [reason, setReason] = useState<ReturnReason | null>(null);
  // Awaited rather than per-call callbacks: the control leaves the page once the order is cancelled.
  const send = async (chosen: ReturnReason) => {
    try {
      await update.mutateAsync({ status: 'cancelled', reason: chosen });
      toast.show(t('admin.returns.done', { reason: t(`admin.returns.${chosen}`) }), 'success');
    } catch (error) {
      toast.show(t('admin.order.updateFailed', { message: errorMessage(error) }), 'error');
    }
    setReason(null);
  };
  return (
    <div className="flex flex-col gap-2 border-t border-line pt-3">
      <p className="text-sm font-semibold">{t('admin.returns.heading')}</p>
      <div className="flex flex-wrap gap-2">
        {RETURN_REASONS.map((r) => (
          <Button key={r} variant="secondary" onClick={() => setReason(r)}>
            {t(`admin.returns.${r}`)}
          </Button>
        ))}
      </div>
      <ConfirmDialog
        open={reason !== null}
        title={t('admin.returns.confirmTitle', { reason: reason ? t(`admin.returns.${reason}`) : '' })}
        confirmLabel={t('admin.returns.confirm')}
        cancelLabel={t('admin.order.keep')}
        onConfirm={() => reason && void send(reason)}
        onCancel={() => setReason(null)}
        busy={update.isPending}
        danger
      >
        {t('admin.returns.confirmBody')}
      </ConfirmDialog>
    </div>
  );
}
