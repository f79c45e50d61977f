import { Link } from 'react-router';
import { formatMMK } from '@shop/shared/money';
import type { PaymentPage } from '@shop/shared/payments';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { i18n, useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { usePaymentPage, type PaymentAccess } from '../api/payment-page.ts';
import { Countdown, useTimeLeft } from './countdown.tsx';
import { PaymentStatus } from './payment-status.tsx';
import { TransferForm } from './transfer-form.tsx';
import '../../../locales/payments.ts';
import { paths } from '@shop/shared/paths';

type Props = { orderId: string; access: PaymentAccess; token: string | null };

/** `/qr/{orderId}`: how to pay the order by KBZ Pay, and where to send the transaction id. */
export function PaymentView({ orderId, access, token }: Props) {
  const { t } = useTranslation();
  const query = usePaymentPage(orderId, access, token);
  useDocumentTitle(t('payment.title'));

  if (query.isPending) return <PaymentSkeleton />;
  if (query.isError)
    return (
      <div role="alert" className="flex flex-col items-center gap-3 px-6 py-16 text-center">
        <h1 className="text-2xl font-bold tracking-tight">{t('payment.notFoundTitle')}</h1>
        <p className="max-w-md text-muted">
          {query.error instanceof ApiError && query.error.status === 404
            ? t('payment.notFound')
            : t('payment.loadFailed')}
        </p>
        <Link to={paths.trackOrder} className={buttonClass('secondary')}>
          {t('payment.trackOrder')}
        </Link>
      </div>
    );
  return <PaymentDetails payment={query.data} access={access} token={token} />;
}

function PaymentDetails({
  payment,
  access,
  token,
}: {
  payment: PaymentPage;
  access: PaymentAccess;
  token: string | null;
}) {
  const { t, language } = useTranslation();
  const left = useTimeLeft(payment.dueAt, payment.now);
  const runOut = left === 0;
  const state = runOut && payment.state !== 'waiting' ? 'expired' : payment.state;
  const open = state === 'awaiting' || state === 'rejected';
  const instructions = i18n.locale === 'my' ? payment.instructionsMy : payment.instructionsEn;
  const orderLink = access === 'own' ? paths.order(payment.orderId) : paths.orderSuccess(payment.orderId);

  return (
    <article className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t('payment.title')}</h1>
        <p className="text-muted">{t('payment.lead')}</p>
      </header>
      <PaymentStatus state={state} payment={payment} />
      {(open || state === 'waiting') && (
        <div className="grid gap-6 md:grid-cols-[16rem_minmax(0,1fr)]">
          <div className="flex flex-col items-center gap-2 rounded-xl border border-line bg-white p-4">
            {payment.qrImage && (
              <img src={payment.qrImage} alt={t('payment.qrAlt')} className="size-56 object-contain" />
            )}
            <p className="font-semibold" data-testid="kbz-name">
              {payment.accountName}
            </p>
            <p className="font-mono" data-testid="kbz-phone">
              {payment.phone}
            </p>
          </div>
          <div className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4">
            <dl className="flex flex-col gap-3">
              <div>
                <dt className="text-sm text-muted">{t('payment.amount')}</dt>
                <dd className="text-2xl font-bold" data-testid="amount">
                  {formatMMK(payment.total, language)}
                </dd>
              </div>
              <div>
                <dt className="text-sm text-muted">{t('payment.reference')}</dt>
                <dd className="font-mono text-lg font-semibold" data-testid="reference">
                  {payment.orderId}
                </dd>
              </div>
              {left !== null && (
                <div>
                  <dt className="sr-only">{t('payment.timeLeft')}</dt>
                  <dd>
                    <Countdown left={left} />
                  </dd>
                </div>
              )}
            </dl>
            {instructions && <p className="whitespace-pre-wrap text-sm">{instructions}</p>}
          </div>
        </div>
      )}
      {open && (
        <section
          aria-labelledby="transfer-heading"
          className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4"
        >
          <h2 id="transfer-heading" className="text-lg font-bold">
            {state === 'rejected' ? t('payment.sendAnother') : t('payment.afterPaying')}
          </h2>
          <TransferForm orderId={payment.orderId} access={access} token={token} />
        </section>
      )}
      <Link to={orderLink} className={buttonClass('secondary', 'self-start')}>
        {t('payment.viewOrder')}
      </Link>
    </article>
  );
}

function PaymentSkeleton() {
  return (
    <div className="flex flex-col gap-6" aria-busy="true">
      <Skeleton className="h-10 w-64" />
      <div className="grid gap-6 md:grid-cols-[16rem_minmax(0,1fr)]">
        <Skeleton className="h-72 w-full" />
        <Skeleton className="h-72 w-full" />
      </div>
    </div>
  );
}
