import { NEXT_ORDER_STATUSES, type AdminOrderStatus } from '@shop/shared/admin-rules';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/dialog.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useUpdateOrderStatus } from '../api/update-order-status.ts';

/**
 * Offers only the legal next statuses; a cancel is confirmed first.
 * Delivered and cancelled orders are final: no control, a sentence instead.
 */
export function StatusControl({ orderId, status }: { orderId: string; status: AdminOrderStatus }) {
  const { t } = useTranslation();
  const toast = useToast();
  const update = useUpdateOrderStatus(orderId);
  const options = NEXT_ORDER_STATUSES[status] ?? [];
  const [chosen, setChosen] = useState<AdminOrderStatus | ''>('');
  const [confirming, setConfirming] = useState(false);
  const next = chosen && options.includes(chosen) ? chosen : '';

  if (options.length === 0)
    return <p className="text-sm text-muted">{t('admin.order.final', { status: t(`admin.status.${status}`) })}</p>;

  const send = (to: AdminOrderStatus) =>
    update.mutate(
      { status: to },
      {
        onSuccess: ({ order }) => {
          toast.show(t('admin.order.updated', { status: t(`admin.status.${order.status}`) }), 'success');
          setChosen('');
          setConfirming(false);
        },
        onError: (error) => {
          toast.show(t('admin.order.updateFailed', { message: errorMessage(error) }), 'error');
          setConfirming(false);
        },
      },
    );

  return (
    <form
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        if (!next) return;
        if (next === 'cancelled') setConfirming(true);
        else send(next);
      }}
    >
      <div className="flex flex-1 flex-col gap-1.5">
        <label htmlFor="order-next-status" className="text-sm font-semibold">
          {t('admin.order.changeStatus')}
        </label>
        <Select id="order-next-status" value={next} onChange={(e) => setChosen(e.target.value as AdminOrderStatus)}>
          <option value="">{t('admin.order.chooseStatus')}</option>
          {options.map((s) => (
            <option key={s} value={s}>
              {t(`admin.status.${s}`)}
            </option>
          ))}
        </Select>
      </div>
      <Button type="submit" disabled={!next} busy={update.isPending && !confirming}>
        {t('admin.order.update')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('admin.order.cancelTitle')}
        confirmLabel={t('admin.order.cancelConfirm')}
        cancelLabel={t('admin.order.keep')}
        onConfirm={() => send('cancelled')}
        onCancel={() => setConfirming(false)}
        busy={update.isPending}
        danger
      >
        {t('admin.order.cancelBody')}
      </ConfirmDialog>
    </form>
  );
}
