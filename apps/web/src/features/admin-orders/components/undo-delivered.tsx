import { undoDeliveredUntil, type AdminOrderStatus } from '@shop/shared/admin-rules';
import { formatDateTime } from '@shop/shared/dates';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useUpdateOrderStatus } from '../api/update-order-status.ts';

/**
 * A delivered order within 24 hours of its delivery: the owner may take it back to shipped (marked
 * by mistake, or not handed over after all), after a confirmation. The server keeps the deadline;
 * past it, the order is final.
 */
export function UndoDelivered({
  orderId,
  deliveredAt,
  cod,
  finalText,
}: {
  orderId: string;
  deliveredAt: string;
  cod: boolean;
  finalText: (status: AdminOrderStatus) => string;
}) {
  const { t, language } = useTranslation();
  const toast = useToast();
  const update = useUpdateOrderStatus(orderId);
  const [confirming, setConfirming] = useState(false);
  // The time the page was opened: the server keeps the deadline to the second either way.
  const [openedAt] = useState(() => Date.now());
  const until = undoDeliveredUntil(deliveredAt);
  if (until.getTime() <= openedAt) return <p className="text-sm text-muted">{finalText('delivered')}</p>;

  const undo = () =>
    update.mutate(
      { status: 'shipped' },
      {
        onSuccess: () => {
          setConfirming(false);
          toast.show(t('admin.order.undone'), 'success');
        },
        onError: (error) => {
          setConfirming(false);
          toast.show(t('admin.order.updateFailed', { message: errorMessage(error) }), 'error');
        },
      },
    );

  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-muted">
        {t('admin.order.undoUntil', { time: formatDateTime(until.toISOString(), language) })}
      </p>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        {t('admin.order.undo')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('admin.order.undoTitle')}
        confirmLabel={t('admin.order.undoConfirm')}
        cancelLabel={t('admin.order.keepDelivered')}
        onConfirm={undo}
        onCancel={() => setConfirming(false)}
        busy={update.isPending}
      >
        {cod ? t('admin.order.undoBodyCod') : t('admin.order.undoBody')}
      </ConfirmDialog>
    </div>
  );
}
