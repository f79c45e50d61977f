import { zodResolver } from '@hookform/resolvers/zod';
import { NEXT_ORDER_STATUSES, type AdminOrderStatus } from '@shop/shared/admin-rules';
import { UpdateOrderStatusSchema, type UpdateOrderStatus } from '@shop/shared/admin';
import { Input } from '../../../components/ui/input.tsx';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/dialog.tsx';
import { describedBy, Field } from '../../../components/ui/field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useShopForm } from '../../../lib/use-shop-form.ts';
import { useCouriers } from '../api/get-couriers.ts';
import { useUpdateOrderStatus } from '../api/update-order-status.ts';
import { UndoDelivered } from './undo-delivered.tsx';

type Fields = { status: AdminOrderStatus | ''; courier?: string; trackingNumber?: string };
const ID = 'order-next-status';

/** The moves confirmed before they are sent: a cancel (for good) and a delivery (the cash counts as taken). */
type Confirmed = 'cancelled' | 'delivered';

/**
 * Offers only the legal next statuses, checked by the server's own schema; a cancel and a
 * delivery are confirmed first. A delivered order may be taken back to shipped within 24 hours
 * (`deliveredAt`: its latest delivery); after that, and once cancelled, an order is final: no
 * control, a sentence instead.
 */
export function StatusControl({
  orderId,
  status,
  deliveredAt,
  cod,
}: {
  orderId: string;
  status: AdminOrderStatus;
  deliveredAt?: string | undefined;
  cod: boolean;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const update = useUpdateOrderStatus(orderId);
  const couriers = useCouriers().data ?? [];
  const options = NEXT_ORDER_STATUSES[status] ?? [];
  const [confirming, setConfirming] = useState<Confirmed | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors },
  } = useShopForm<Fields, unknown, UpdateOrderStatus>({
    resolver: zodResolver<Fields, unknown, UpdateOrderStatus>(UpdateOrderStatusSchema),
    defaultValues: { status: '' },
  });
  const chosen = useWatch({ control, name: 'status' });
  const next = chosen && options.includes(chosen) ? chosen : '';

  const finalText = (s: AdminOrderStatus) => t('admin.order.final', { status: t(`admin.status.${s}`) });
  if (status === 'delivered' && deliveredAt)
    return <UndoDelivered orderId={orderId} deliveredAt={deliveredAt} cod={cod} finalText={finalText} />;
  if (options.length === 0) return <p className="text-sm text-muted">{finalText(status)}</p>;

  const send = (to: AdminOrderStatus, shipping: { courier?: string; trackingNumber?: string } = {}) =>
    update.mutate(to === 'shipped' ? { status: to, ...shipping } : { status: to }, {
      onSuccess: ({ order }) => {
        toast.show(t('admin.order.updated', { status: t(`admin.status.${order.status}`) }), 'success');
        reset({ status: '', courier: '', trackingNumber: '' });
        setConfirming(null);
      },
      onError: (error) => {
        setConfirming(null);
        if (
          error instanceof ApiError &&
          (error.field === 'status' || error.field === 'courier' || error.field === 'trackingNumber')
        )
          setError(error.field, { message: error.message }, { shouldFocus: true });
        else toast.show(t('admin.order.updateFailed', { message: errorMessage(error) }), 'error');
      },
    });

  const onSubmit = handleSubmit(({ status: to, courier, trackingNumber }) => {
    if (to === 'cancelled' || to === 'delivered') setConfirming(to);
    else send(to, { courier, trackingNumber });
  });
  const error = errors.status?.message;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="flex-1">
        <Field id={ID} label={t('admin.order.changeStatus')} error={error}>
          <Select
            id={ID}
            invalid={Boolean(error)}
            aria-describedby={describedBy(ID, { error })}
            {...register('status')}
          >
            <option value="">{t('admin.order.chooseStatus')}</option>
            {options.map((s) => (
              <option key={s} value={s}>
                {t(`admin.status.${s}`)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      {next === 'shipped' && (
        <>
          <Field
            id="order-courier"
            label={t('admin.order.courier')}
            hint={t('admin.order.courierHint')}
            error={errors.courier?.message}
          >
            <Input
              id="order-courier"
              list="order-couriers"
              autoComplete="off"
              invalid={Boolean(errors.courier)}
              aria-describedby={describedBy('order-courier', {
                error: errors.courier?.message,
                hint: t('admin.order.courierHint'),
              })}
              {...register('courier')}
            />
          </Field>
          <datalist id="order-couriers">
            {couriers.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
          <Field id="order-tracking" label={t('admin.order.trackingNumber')} error={errors.trackingNumber?.message}>
            <Input
              id="order-tracking"
              autoComplete="off"
              invalid={Boolean(errors.trackingNumber)}
              aria-describedby={describedBy('order-tracking', { error: errors.trackingNumber?.message })}
              {...register('trackingNumber')}
            />
          </Field>
        </>
      )}
      <Button type="submit" disabled={!next} busy={update.isPending && !confirming}>
        {t('admin.order.update')}
      </Button>
      <ConfirmDialog
        open={confirming === 'cancelled'}
        title={t('admin.order.cancelTitle')}
        confirmLabel={t('admin.order.cancelConfirm')}
        cancelLabel={t('admin.order.keep')}
        onConfirm={() => send('cancelled')}
        onCancel={() => setConfirming(null)}
        busy={update.isPending}
        danger
      >
        {t('admin.order.cancelBody')}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming === 'delivered'}
        title={t('admin.order.deliverTitle')}
        confirmLabel={t('admin.order.deliverConfirm')}
        cancelLabel={t('admin.order.notYet')}
        onConfirm={() => send('delivered')}
        onCancel={() => setConfirming(null)}
        busy={update.isPending}
      >
        {cod ? t('admin.order.deliverBodyCod') : t('admin.order.deliverBody')}
      </ConfirmDialog>
    </form>
  );
}
