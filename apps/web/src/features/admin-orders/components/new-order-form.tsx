import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { adminPaths } from '@shop/shared/admin-paths';
import { ORDER_SOURCES } from '@shop/shared/orders-rules';
import {
  OwnerOrderFormSchema,
  type CustomerSuggestion,
  type OwnerOrderFormInput,
  type OwnerOrderFormOutput,
} from '@shop/shared/owner-orders';
import { WALLETS, walletName } from '@shop/shared/wallet-rules';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useShopForm } from '../../../lib/use-shop-form.ts';
import { useOrderPaymentOptions } from '../api/payment-options.ts';
import { useTakeOrder } from '../api/take-order.ts';
import { newOrderKey, orderErrorTarget } from '../order-form-errors.ts';
import { CustomerSuggestions } from './customer-suggestions.tsx';
import { OrderAddressFields, OrderContactFields } from './order-address-fields.tsx';
import { OrderLinesEditor, type DraftLine } from './order-lines-editor.tsx';

const EMPTY: OwnerOrderFormInput = {
  name: '',
  phone: '',
  email: '',
  region: '',
  city: '',
  township: '',
  fullAddress: '',
  orderNotes: '',
  paymentMethod: 'cod',
  source: 'phone',
  customerId: '',
};

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-4 rounded-xl border border-line bg-white p-4 sm:p-5">
      <h2 className="text-base font-bold">{title}</h2>
      {children}
    </section>
  );
}

/**
 * `/admin/orders/new`: an order the owner takes by phone, Messenger, Viber or in the shop — the
 * lines, the customer (people who bought before suggested), the place with its fee, payment and
 * where it came from. Sent once per form with its own Idempotency-Key; the server prices it.
 */
export function NewOrderForm() {
  const { t, language } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const take = useTakeOrder();
  const payments = useOrderPaymentOptions();
  const [key] = useState(newOrderKey);
  const [lines, setLines] = useState<DraftLine[]>([]);
  const [linesError, setLinesError] = useState<string>();
  const form = useShopForm<OwnerOrderFormInput, unknown, OwnerOrderFormOutput>({
    resolver: zodResolver<OwnerOrderFormInput, unknown, OwnerOrderFormOutput>(OwnerOrderFormSchema),
    defaultValues: EMPTY,
  });
  const { register, setValue, setError, control, formState } = form;
  const [phone = '', name = '', customerId] = useWatch({ control, name: ['phone', 'name', 'customerId'] });
  const subtotal = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
  const wallets = WALLETS.filter((w) => payments.data?.[w]);

  const choose = (person: CustomerSuggestion) => {
    const set = { shouldValidate: formState.isSubmitted };
    setValue('customerId', person.customerId ?? '');
    setValue('name', person.name, set);
    setValue('phone', person.phone, set);
    setValue('email', person.email, set);
    if (person.lastAddress) {
      for (const [field, value] of Object.entries(person.lastAddress)) {
        setValue(field as 'region' | 'city' | 'township' | 'fullAddress', value, set);
      }
    }
  };

  const submit = form.handleSubmit((values) => {
    if (!lines.length) return setLinesError(t('admin.newOrder.noLinesError'));
    const { paymentMethod, source, customerId: account, ...billingDetails } = values;
    take.mutate(
      {
        key,
        input: {
          cartItems: lines.map(({ productId, color, size, quantity }) => ({ productId, color, size, quantity })),
          billingDetails,
          paymentMethod,
          source,
          ...(account ? { customerId: account } : {}),
        },
      },
      {
        onSuccess: ({ order }) => {
          toast.show(t('admin.newOrder.taken', { id: order.orderId }), 'success');
          void navigate(adminPaths.order(order.orderId));
        },
        onError: (error) => {
          const target = orderErrorTarget(error);
          if (target && 'lines' in target) setLinesError(errorMessage(error));
          else if (target) setError(target.field, { message: errorMessage(error) }, { shouldFocus: true });
          toast.show(t('admin.newOrder.failed', { message: errorMessage(error) }), 'error');
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <Section title={t('admin.newOrder.items')}>
        <OrderLinesEditor
          lines={lines}
          onChange={(next) => (setLines(next), setLinesError(undefined))}
          error={linesError}
        />
      </Section>
      <Section title={t('admin.newOrder.customer')}>
        <OrderContactFields form={form} idPrefix="new-order" />
        <CustomerSuggestions
          text={phone.trim().length >= 3 ? phone : name}
          chosen={customerId || undefined}
          onChoose={choose}
        />
      </Section>
      <Section title={t('admin.newOrder.delivery')}>
        <OrderAddressFields form={form} subtotal={subtotal} idPrefix="new-order" />
      </Section>
      <Section title={t('admin.newOrder.paymentAndSource')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id="new-order-payment"
            label={t('checkout.fields.paymentMethod')}
            error={formState.errors.paymentMethod?.message}
            required
          >
            <Select id="new-order-payment" {...register('paymentMethod')}>
              <option value="cod">{t('admin.payment.cod')}</option>
              {wallets.map((w) => (
                <option key={w} value={w}>
                  {walletName(w, language)}
                </option>
              ))}
            </Select>
          </Field>
          <Field
            id="new-order-source"
            label={t('admin.newOrder.source')}
            error={formState.errors.source?.message}
            required
          >
            <Select id="new-order-source" {...register('source')}>
              {ORDER_SOURCES.map((s) => (
                <option key={s} value={s}>
                  {t(`admin.newOrder.sources.${s}`)}
                </option>
              ))}
            </Select>
          </Field>
        </div>
      </Section>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={take.isPending} className="w-full sm:w-auto">
          {take.isPending ? t('admin.newOrder.taking') : t('admin.newOrder.take')}
        </Button>
      </div>
    </form>
  );
}
