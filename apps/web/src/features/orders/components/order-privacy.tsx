import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { TrackOrderSchema, type TrackOrder } from '@shop/shared/orders';
import { paths } from '@shop/shared/paths';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { describedBy, Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { rememberOrderKey } from '../../../lib/guest-orders.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useShopForm } from '../../../lib/use-shop-form.ts';
import { useTrackOrder } from '../api/track-order.ts';
import '../../../locales/checkout.ts';

/**
 * An order opened by its number in a browser that does not keep its key (decision 038): the
 * person's details came masked. The Track Order check (the phone or email used for the order)
 * gives the key, which this browser then keeps, and the page shows them.
 */
export function ShowDetailsForm({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const track = useTrackOrder();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useShopForm<TrackOrder>({ resolver: zodResolver(TrackOrderSchema), defaultValues: { orderId, contact: '' } });

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    track.mutate(values, {
      onSuccess: async (found) => {
        if (found.accessKey) rememberOrderKey(found.orderId, found.accessKey);
        await queryClient.invalidateQueries({ queryKey: ['orders', 'detail'] });
      },
      onError: (error) =>
        setFailure(
          error instanceof ApiError && error.status === 404
            ? t('orderSuccess.detailsNotMatched')
            : errorMessage(error, t('errors.generic')),
        ),
    });
  });
  const error = errors.contact?.message ?? errors.orderId?.message;

  return (
    <section
      aria-labelledby="hidden-details-heading"
      className="flex flex-col gap-3 rounded-lg border border-line p-5 text-sm print:hidden"
    >
      <h2 id="hidden-details-heading" className="text-base font-bold">
        {t('orderSuccess.hiddenTitle')}
      </h2>
      <p className="text-muted">{t('orderSuccess.hiddenLead')}</p>
      <form onSubmit={onSubmit} noValidate className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
        <Field id="details-contact" label={t('trackOrder.contact')} error={error} required>
          <Input
            id="details-contact"
            type="text"
            autoComplete="tel"
            invalid={Boolean(error)}
            aria-required
            aria-describedby={describedBy('details-contact', { error })}
            {...register('contact')}
          />
        </Field>
        <Button type="submit" busy={track.isPending}>
          {t('orderSuccess.showDetails')}
        </Button>
      </form>
      <div role="status" aria-live="polite">
        {failure && <p className="text-danger">{failure}</p>}
      </div>
    </section>
  );
}

/** For a buyer who gave no email: the page's own link to keep, and tracking by phone. */
export function KeepThisLink({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const link = `${window.location.origin}${paths.orderSuccess(orderId)}`;
  const copy = () =>
    navigator.clipboard
      .writeText(link)
      .then(() => toast.show(t('orderSuccess.linkCopied'), 'success'))
      .catch(() => toast.show(t('orderSuccess.copyFailed'), 'error'));
  return (
    <section
      aria-labelledby="keep-link-heading"
      className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-5 text-sm print:hidden"
      data-testid="keep-link"
    >
      <p id="keep-link-heading" className="font-semibold">
        {t('orderSuccess.keepLink')}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <a href={link} className="font-mono break-all underline">
          {link}
        </a>
        <Button variant="secondary" onClick={copy} className="sm:ml-auto">
          {t('orderSuccess.copyLink')}
        </Button>
      </div>
      <p className="text-muted">
        {t('orderSuccess.trackByPhone')}{' '}
        <Link to={paths.trackOrder} className="font-semibold text-ink underline">
          {t('trackOrder.title')}
        </Link>
      </p>
    </section>
  );
}
