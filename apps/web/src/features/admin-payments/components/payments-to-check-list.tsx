import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isWallet, walletName, WALLETS, type Wallet } from '@shop/shared/wallet-rules';
import { formatMMK } from '@shop/shared/money';
import type { PaymentToCheck } from '@shop/shared/payments';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '@shop/shared/dates';
import { useTranslation } from '../../../lib/i18n.ts';
import { usePaymentScreenshot } from '../api/payment-screenshot.ts';
import { usePaymentsToCheck } from '../api/payments-to-check.ts';
import { DecisionDialog, type PendingDecision } from './decision-dialog.tsx';
import { TransferScreenshot } from './transfer-screenshot.tsx';
import { adminPaths } from '@shop/shared/admin-paths';

/**
 * `/admin/payments[?wallet=…]`: transfers waiting to be checked, oldest first, each with its wallet,
 * the amount expected and the id, reused ids flagged; the owner may look at one wallet's only.
 */
export function PaymentsToCheckList() {
  const { t, language } = useTranslation();
  const [params] = useSearchParams();
  const asked = params.get('wallet') ?? '';
  const wallet = isWallet(asked) ? asked : undefined;
  const list = usePaymentsToCheck(wallet);
  const [decision, setDecision] = useState<PendingDecision | null>(null);
  const filter = (value: Wallet | undefined, label: string) => (
    <li key={value ?? 'all'}>
      <Link
        to={value ? `${adminPaths.payments}?wallet=${value}` : adminPaths.payments}
        aria-current={value === wallet ? 'page' : undefined}
        className="flex min-h-11 items-center rounded-full border border-line px-4 text-sm font-semibold aria-[current=page]:border-ink aria-[current=page]:bg-ink aria-[current=page]:text-white"
      >
        {label}
      </Link>
    </li>
  );

  // The dialog stays mounted when the last payment leaves the list, so its answer is still shown.
  return (
    <>
      <nav aria-label={t('admin.payments.filter')} className="mb-4">
        <ul className="flex flex-wrap gap-2">
          {filter(undefined, t('admin.payments.allWallets'))}
          {WALLETS.map((w) => filter(w, walletName(w, language)))}
        </ul>
      </nav>
      <QueryState
        query={list}
        loadingLabel={t('common.loading')}
        skeleton={Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-32 w-full" />
        ))}
        errorMessage={(error) => t('admin.loadError', { message: errorMessage(error) })}
        isEmpty={(data) => data.payments.length === 0}
        empty={<EmptyState title={t('admin.payments.empty')} body={t('admin.payments.emptyHint')} />}
      >
        {(data) => (
          <ul className="flex flex-col gap-3">
            {data.payments.map((payment) => (
              <PaymentRow key={payment._id} payment={payment} onDecide={setDecision} />
            ))}
          </ul>
        )}
      </QueryState>
      <DecisionDialog decision={decision} onClose={() => setDecision(null)} />
    </>
  );
}

function PaymentRow({ payment, onDecide }: { payment: PaymentToCheck; onDecide: (d: PendingDecision) => void }) {
  const { t, language } = useTranslation();
  const reused = payment.usedOnOrders.length > 0;
  const screenshot = usePaymentScreenshot(payment.screenshot);
  return (
    <li>
      <article
        aria-label={t('admin.payments.rowLabel', { orderId: payment.orderId })}
        className={`flex flex-col gap-3 rounded-xl border bg-white p-4 sm:flex-row ${reused ? 'border-danger border-l-4' : 'border-line'}`}
      >
        <TransferScreenshot screenshot={screenshot} orderId={payment.orderId} />
        <div className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
          <Link to={adminPaths.order(payment.orderId)} className="font-mono font-semibold underline">
            {payment.orderId}
          </Link>
          <p>
            <span className="font-semibold" data-testid="payment-wallet">
              {walletName(payment.method, language)}
            </span>{' '}
            · {payment.customerName}
          </p>
          <p>
            {t('admin.payments.expected')}: <strong>{formatMMK(payment.total, language)}</strong>
          </p>
          <p>
            {t('admin.payments.transactionId')}:{' '}
            <span className="font-mono font-semibold">{payment.transactionId}</span>
          </p>
          <p className="text-xs text-muted">
            {t('admin.payments.submittedAt', { time: formatDateTime(payment.submittedAt, language) })}
          </p>
          {reused && (
            <p role="note" className="font-semibold text-danger">
              {t('admin.payments.reused', { orders: payment.usedOnOrders.join(', ') })}
            </p>
          )}
        </div>
        <div className="flex shrink-0 flex-row gap-2 sm:flex-col">
          <Button onClick={() => onDecide({ payment, action: 'confirm' })}>{t('admin.payments.confirm')}</Button>
          <Button variant="secondary" onClick={() => onDecide({ payment, action: 'reject' })}>
            {t('admin.payments.reject')}
          </Button>
        </div>
      </article>
    </li>
  );
}
