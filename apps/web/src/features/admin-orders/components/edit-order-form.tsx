import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import type { AdminOrder } from '@shop/shared/admin';
import type { DeliveryZones } from '@shop/shared/delivery';
import { zoneIs } from '@shop/shared/delivery-rules';
import {
  OrderAddressFormSchema,
  type OrderAddressFormInput,
  type OwnerOrderFormInput,
} from '@shop/shared/owner-orders';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDeliveryZones } from '../../../lib/delivery-zones.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useShopForm } from '../../../lib/use-shop-form.ts';
import { useEditOrder } from '../api/edit-order.ts';
import { orderErrorTarget } from '../order-form-errors.ts';
import { OrderAddressFields, OrderContactFields } from './order-address-fields.tsx';
import { OrderLinesEditor, type DraftLine } from './order-lines-editor.tsx';

/** The order's stored place names as the pickers' values (region and city by slug, township by name). */
function pickerPlace(zones: DeliveryZones, address: AdminOrder['shippingAddress']) {
  const region = zones.regions.find((r) => zoneIs(r, address.region));
  const city = region?.cities.find((c) => zoneIs(c, address.city));
  const township = city?.townships.find((tw) => zoneIs(tw, address.township));
  return {
    region: region?.slug ?? address.region,
    city: city?.slug ?? address.city,
    township: township?.nameEn ?? address.township,
  };
}

function EditFields({ order, zones, onDone }: { order: AdminOrder; zones: DeliveryZones; onDone: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const edit = useEditOrder(order.orderId);
  const address = order.shippingAddress;
  const [lines, setLines] = useState<DraftLine[]>(() =>
    order.items.map(({ productId, itemName, itemNameMy, color, colorMy, size, quantity, price }) => ({
      productId,
      itemName,
      itemNameMy,
      color,
      colorMy,
      size,
      quantity,
      price,
    })),
  );
  const [linesError, setLinesError] = useState<string>();
  const form = useShopForm<OwnerOrderFormInput>({
    resolver: zodResolver(OrderAddressFormSchema) as never,
    defaultValues: {
      name: address.name,
      phone: address.phone,
      email: address.email,
      fullAddress: address.fullAddress,
      orderNotes: address.deliveryNotes,
      ...pickerPlace(zones, address),
    },
  });
  const subtotal = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);

  const submit = form.handleSubmit((values) => {
    if (!lines.length) return setLinesError(t('admin.newOrder.noLinesError'));
    const billingDetails = values as unknown as OrderAddressFormInput;
    edit.mutate(
      {
        cartItems: lines.map(({ productId, color, size, quantity }) => ({ productId, color, size, quantity })),
        billingDetails,
      },
      {
        onSuccess: ({ order: saved }) => {
          toast.show(t('admin.editOrder.saved', { id: saved.orderId }), 'success');
          onDone();
        },
        onError: (error) => {
          const target = orderErrorTarget(error);
          if (target && 'lines' in target) setLinesError(errorMessage(error));
          else if (target) form.setError(target.field, { message: errorMessage(error) }, { shouldFocus: true });
          toast.show(t('admin.editOrder.failed', { message: errorMessage(error) }), 'error');
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={t('admin.editOrder.title')}>
      <p className="text-sm text-muted">{t('admin.editOrder.intro')}</p>
      <h3 className="text-sm font-bold">{t('admin.newOrder.items')}</h3>
      <OrderLinesEditor
        lines={lines}
        onChange={(next) => (setLines(next), setLinesError(undefined))}
        error={linesError}
      />
      <h3 className="text-sm font-bold">{t('admin.newOrder.customer')}</h3>
      <OrderContactFields form={form} idPrefix="edit-order" />
      <h3 className="text-sm font-bold">{t('admin.newOrder.delivery')}</h3>
      <OrderAddressFields form={form} subtotal={subtotal} idPrefix="edit-order" />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={edit.isPending}>
          {edit.isPending ? t('admin.editOrder.saving') : t('admin.editOrder.save')}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={edit.isPending}>
          {t('admin.cancel')}
        </Button>
      </div>
    </form>
  );
}

/**
 * Changing an order before it ships: its lines and quantities, the customer's details and where it
 * goes (the fee read again). The server moves the stock, recomputes the totals and tells the customer.
 */
export function EditOrderForm({ order, onDone }: { order: AdminOrder; onDone: () => void }) {
  const zones = useDeliveryZones();
  if (!zones.data) return <Skeleton className="h-64 w-full" />;
  return <EditFields order={order} zones={zones.data} onDone={onDone} />;
}
