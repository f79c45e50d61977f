import { zodResolver } from '@hookform/resolvers/zod';
import { TrackOrderSchema, type Order, type TrackOrder } from '@shop/shared/orders';
import { useState } from 'react';
import { useShopForm } from '../../../lib/use-shop-form.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { Button } from '../../../components/ui/button.tsx';
import { describedBy, Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useTrackOrder } from '../api/track-order.ts';
import { rememberOrderKey } from '../../../lib/guest-orders.ts';
import { OrderCards } from './order-list.tsx';
import '../../../locales/checkout.ts';
import { paths } from '@shop/shared/paths';

/** 'Track your order': the order number together with the email or phone it was placed with. */
export function TrackOrderForm() {
  const { t } = useTranslation();
  const track = useTrackOrder();
  const [found, setFound] = useState<Order | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useShopForm<TrackOrder>({ resolver: zodResolver(TrackOrderSchema), defaultValues: { orderId: '', contact: '' } });

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    setFound(null);
    track.mutate(values, {
      onSuccess: (order) => {
        // Passing the check opens the order's details in this browser from now on (decision 038).
        if (order.accessKey) rememberOrderKey(order.orderId, order.accessKey);
        setFound(order);
      },
      onError: (error) =>
        setFailure(
          error instanceof ApiError && error.status === 404
            ? t('trackOrder.notFound')
            : errorMessage(error, t('errors.generic')),
        ),
    });
  });

  const control = (name: keyof TrackOrder) => {
    const error = errors[name]?.message;
    return {
      id: `track-${name}`,
      invalid: Boolean(error),
      'aria-required': true,
      'aria-describedby': describedBy(`track-${name}`, { error }),
      ...register(name),
    };
  };

  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <Field id="track-orderId" label={t('trackOrder.orderId')} error={errors.orderId?.message} required>
          <Input type="text" autoComplete="off" placeholder="ORD-XXXX-XXXX-XXXX" {...control('orderId')} />
        </Field>
        <Field id="track-contact" label={t('trackOrder.contact')} error={errors.contact?.message} required>
          <Input type="text" autoComplete="tel" {...control('contact')} />
        </Field>
        <Button type="submit" busy={track.isPending} className="sm:mb-0">
          {t('trackOrder.submit')}
        </Button>
      </form>
      <div role="status" aria-live="polite">
        {failure && <p className="text-sm text-danger">{failure}</p>}
        {found && <OrderCards orders={[found]} linkTo={(order) => paths.orderSuccess(order.orderId)} />}
      </div>
    </div>
  );
}
