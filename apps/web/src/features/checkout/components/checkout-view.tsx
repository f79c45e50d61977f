import { zodResolver } from '@hookform/resolvers/zod';
import { BillingDetailsSchema, type BillingDetails } from '@shop/shared/orders';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useWatch, type Resolver } from 'react-hook-form';
import { useShopForm } from '../../../lib/use-shop-form.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError, NETWORK_ERROR } from '../../../lib/api-client.ts';
import { rememberGuestOrder } from '../../../lib/guest-orders.ts';
import { readJson, storageKeys } from '../../../lib/storage.ts';
import { useDeliveryZones } from '../../../lib/delivery-zones.ts';
import { isWallet, walletName, WALLETS } from '@shop/shared/wallet-rules';
import { usePaymentMethods } from '../api/get-payment-methods.ts';
import { useSavedAddress } from '../api/get-saved-address.ts';
import { deliveryChoice } from '../../../lib/delivery-choice.ts';
import { usePlaceOrder } from '../api/place-order.ts';
import { attemptKey, finishAttempt } from '../checkout-attempt.ts';
import { formField, orderLines } from '../checkout-rules.ts';
import { CheckoutFields, type CheckoutValues } from './checkout-fields.tsx';
import { OrderReview, type ReviewLine } from './order-review.tsx';
import '../../../locales/checkout.ts';
import { useNavigateAndWait } from '../../../lib/navigation.ts';
import { paths } from '@shop/shared/paths';

export type CheckoutCartLine = ReviewLine & { productId: string };

type CheckoutViewProps = {
  token: string | null;
  lines: readonly CheckoutCartLine[];
  subtotal: number;
  /** After the order is placed: empty the cart. */
  onPlaced: () => Promise<void>;
  /** After a line was refused (stock changed): read the cart again. */
  onRefused: () => Promise<void>;
};

const EMPTY: CheckoutValues = {
  name: '',
  email: '',
  phone: '',
  region: '',
  city: '',
  township: '',
  fullAddress: '',
  orderNotes: '',
  // Cash on delivery is the one method offered: chosen from the start.
  paymentMethod: 'cod',
  setAsDefault: false,
};
const FIELDS = Object.keys(EMPTY);

type StoredUser = { name?: string; email?: string; phone?: string | null } | null;

/** 'Billing & Delivery Details' beside 'Your Order'; places the order once per attempt. */
export function CheckoutView({ token, lines, subtotal, onPlaced, onRefused }: CheckoutViewProps) {
  const { t, language } = useTranslation();
  const toast = useToast();
  const navigateAndWait = useNavigateAndWait();
  const place = usePlaceOrder();
  const saved = useSavedAddress(token);
  const offered = usePaymentMethods().data;
  const wallets = WALLETS.filter((wallet) => offered?.[wallet]);
  const [failure, setFailure] = useState<string | null>(null);
  const inFlight = useRef(false);
  const signedIn = Boolean(token);

  const resolver = useMemo(
    () => withPaymentRequired(zodResolver(BillingDetailsSchema), t('checkout.paymentRequired')),
    [t],
  );
  const form = useShopForm<CheckoutValues, unknown, BillingDetails>({
    resolver,
    defaultValues: EMPTY,
    reValidateMode: 'onSubmit',
  });
  const { register, handleSubmit, setError, clearErrors, reset, getFieldState, formState, control, setValue } = form;
  const [region = '', city = '', township = ''] = useWatch({ control, name: ['region', 'city', 'township'] });
  const zones = useDeliveryZones();
  const choice = deliveryChoice(zones.data, { region, city, township }, subtotal);

  // Signed in: start from the saved address, else from the account's name, email and phone.
  useEffect(() => {
    if (!signedIn || saved.isPending || formState.isDirty) return;
    const user = readJson<StoredUser>(storageKeys.user, null);
    const address = saved.data;
    reset({
      ...EMPTY,
      name: address?.name ?? user?.name ?? '',
      email: address?.email ?? user?.email ?? '',
      phone: address?.phone ?? user?.phone ?? '',
      region: address?.region ?? '',
      city: address?.city ?? '',
      township: address?.township ?? '',
      fullAddress: address?.fullAddress ?? '',
    });
  }, [signedIn, saved.isPending, saved.data, formState.isDirty, reset]);

  const placeWith = async (billing: BillingDetails) => {
    if (inFlight.current || lines.length === 0) return;
    inFlight.current = true;
    setFailure(null);
    const setAsDefault = signedIn && billing.setAsDefault === true;
    const chosen = billing.paymentMethod ?? '';
    const paymentMethod = isWallet(chosen) ? chosen : 'cod';
    const body = {
      cartItems: orderLines(lines),
      billingDetails: { ...billing, paymentMethod, setAsDefault },
      paymentMethod,
      isGuest: !signedIn,
    };
    try {
      const placed = await place.mutateAsync({ body, idempotencyKey: attemptKey(body), signedIn });
      finishAttempt();
      if (!signedIn) rememberGuestOrder(placed.orderId, placed.accessKey);
      toast.show(
        paymentMethod === 'cod'
          ? t('checkout.placed')
          : t('checkout.placedWallet', { wallet: walletName(paymentMethod, language) }),
        'success',
      );
      if (setAsDefault) toast.show(t('checkout.defaultSaved'), 'success');
      await navigateAndWait(paymentMethod === 'cod' ? paths.orderSuccess(placed.orderId) : paths.qr(placed.orderId));
      void onPlaced();
    } catch (error) {
      const field = error instanceof ApiError ? formField(error.field) : undefined;
      if (error instanceof ApiError && error.status === 400 && field && FIELDS.includes(field)) {
        setError(field as keyof CheckoutValues, { message: error.message }, { shouldFocus: true });
      } else {
        const message =
          error instanceof ApiError && error.code !== NETWORK_ERROR
            ? t('checkout.orderFailed', { message: error.message })
            : t('errors.generic');
        setFailure(message);
        toast.show(message, 'error');
        if (error instanceof ApiError && error.status === 409) void onRefused();
      }
    } finally {
      inFlight.current = false;
    }
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => void handleSubmit(placeWith)(event);

  const submitting = formState.isSubmitting || place.isPending;
  const onEdit = (name: keyof CheckoutValues) => {
    if (getFieldState(name).error) clearErrors(name);
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-10"
    >
      <section aria-labelledby="billing-heading" className="flex flex-col gap-5">
        <div>
          <h2 id="billing-heading" className="text-xl font-bold tracking-tight">
            {t('checkout.billingTitle')}
          </h2>
          <p className="mt-1 text-sm text-muted">{t('checkout.requiredNote')}</p>
        </div>
        <CheckoutFields
          register={register}
          errors={formState.errors}
          onEdit={onEdit}
          signedIn={signedIn}
          control={control}
          setValue={setValue}
          choice={choice}
          wallets={wallets}
        />
      </section>
      <div className="lg:sticky lg:top-24">
        <OrderReview lines={lines} subtotal={subtotal} fee={choice.terms?.fee ?? null}>
          <div role="alert" aria-live="assertive">
            {failure && (
              <p className="mb-3 rounded-md border border-danger/30 bg-danger/5 px-3 py-2 text-sm text-danger">
                {failure}
              </p>
            )}
          </div>
          {lines.length === 0 && (
            <p className="mb-3 text-sm text-muted">
              {t('checkout.cartEmpty')}{' '}
              <Link to={paths.shop()} className="font-semibold text-ink underline">
                {t('common.continueShopping')}
              </Link>
            </p>
          )}
          <Button type="submit" className="w-full" busy={submitting} disabled={lines.length === 0}>
            {submitting ? t('checkout.processing') : t('checkout.placeOrder')}
          </Button>
        </OrderReview>
      </div>
    </form>
  );
}

/** The shared schema leaves the form's payment copy optional; the form requires the choice. */
function withPaymentRequired(
  base: Resolver<CheckoutValues, unknown, BillingDetails>,
  message: string,
): Resolver<CheckoutValues, unknown, BillingDetails> {
  return async (values, context, options) => {
    const result = await base(values, context, options);
    if (values.paymentMethod) return result;
    return { values: {}, errors: { ...result.errors, paymentMethod: { type: 'required', message } } };
  };
}
