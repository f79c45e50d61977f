import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatMMK } from '@shop/shared/money';
import type { PaymentPage } from '@shop/shared/payments';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { i18n, useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { usePaymentPage, type PaymentAccess } from '../api/payment-page.ts';
import { CopyButton } from './copy-button.tsx';
import { Countdown, useTimeLeft } from './countdown.tsx';
import { PaymentStatus } from './payment-status.tsx';
import { SaveQrButton } from './save-qr-button.tsx';
import { TransferForm } from './transfer-form.tsx';
import '../../../locales/payments.ts';
import { walletName } from '@shop/shared/wallet-rules';
import { paths } from '@shop/shared/paths';

type Props = { orderId: string; access: PaymentAccess; token: string | null };

/** `/qr/{orderId}`: how to pay the order by its wallet, and where to send the transaction id. */
export function PaymentView({ orderId, access, token }: Props) {
  const { t } = useTranslation();
  const query = usePaymentPage(orderId, access, token);
  const { language } = useTranslation();
  const wallet = query.data ? walletName(query.data.method, language) : '';
  useDocumentTitle(t('payment.title', { wallet }));

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
  const left = useTimeLeft(payment.state === 'waiting' ? null : payment.dueAt, payment.now);
  const runOut = left === 0;
  const state = runOut && payment.state !== 'waiting' ? 'expired' : payment.state;
  const open = state === 'awaiting' || state === 'rejected';
  const instructions = i18n.locale === 'my' ? payment.instructionsMy : payment.instructionsEn;
  const orderLink = access === 'own' ? paths.order(payment.orderId) : paths.orderSuccess(payment.orderId);
  const wallet = walletName(payment.method, language);
  const bank = payment.method === 'bank';
  const number = bank ? payment.accountNumber : payment.phone;
  const status = useRef<HTMLDivElement>(null);
  const shown = useRef(state);
  // Once an id is sent (or the owner decides while the page is open), the news is read at the top.
  useEffect(() => {
    if (shown.current === state) return;
    shown.current = state;
    window.scrollTo({ top: 0 });
    status.current?.focus({ preventScroll: true });
  }, [state]);

  return (
    <article className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t('payment.title', { wallet })}</h1>
        {open && <p className="text-muted">{bank ? t('payment.bankLead') : t('payment.lead', { wallet })}</p>}
      </header>
      <div ref={status} tabIndex={-1} className="outline-none">
        <PaymentStatus state={state} payment={payment} />
      </div>
      {open && (
        <div className="grid gap-6 md:grid-cols-[16rem_minmax(0,1fr)]">
          <div className="flex flex-col items-center gap-3 rounded-xl border border-line bg-white p-4">
            {payment.qrImage && (
              <>
                <img src={payment.qrImage} alt={t('payment.qrAlt', { wallet })} className="size-56 object-contain" />
                <SaveQrButton url={payment.qrImage} fileName={`${payment.method}-${payment.orderId}`} />
              </>
            )}
            <p className="font-semibold" data-testid="kbz-name">
              {payment.accountName}
            </p>
            {bank && <p data-testid="bank-name">{payment.bankName}</p>}
          </div>
          <div className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4">
            <dl className="flex flex-col gap-4">
              <CopyRow
                term={bank ? t('payment.accountNumber') : t('payment.walletNumber', { wallet })}
                copy={number.replace(/[\s-]/g, '')}
                copyLabel={t('payment.copyNumber')}
                copied={t('payment.numberCopied')}
              >
                <span className="font-mono text-lg" data-testid={bank ? 'account-number' : 'kbz-phone'}>
                  {number}
                </span>
              </CopyRow>
              <CopyRow
                term={t('payment.amount')}
                copy={String(payment.total)}
                copyLabel={t('payment.copyAmount')}
                copied={t('payment.amountCopied', { amount: String(payment.total) })}
              >
                <span className="text-2xl font-bold" data-testid="amount">
                  {formatMMK(payment.total, language)}
                </span>
                <span className="block text-sm text-muted">
                  {t('payment.plainDigits')}{' '}
                  <span className="font-mono" data-testid="amount-digits">
                    {payment.total}
                  </span>
                </span>
              </CopyRow>
              <CopyRow
                term={t('payment.reference')}
                copy={payment.orderId}
                copyLabel={t('payment.copyReference')}
                copied={t('payment.referenceCopied')}
              >
                <span className="font-mono text-lg font-semibold" data-testid="reference">
                  {payment.orderId}
                </span>
              </CopyRow>
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

type CopyRowProps = { term: string; copy: string; copyLabel: string; copied: string; children: ReactNode };

/** A value the shopper types into the wallet's app, with its Copy button. */
function CopyRow({ term, copy, copyLabel, copied, children }: CopyRowProps) {
  return (
    <div>
      <dt className="text-sm text-muted">{term}</dt>
      <dd className="flex items-center justify-between gap-3">
        <span className="min-w-0 break-words">{children}</span>
        <CopyButton text={copy} label={copyLabel} copied={copied} />
      </dd>
    </div>
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
