import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useCart, type UnifiedCart } from '../use-cart.ts';
import { CartLineRow } from './cart-line-row.tsx';
import { CartSummary } from './cart-summary.tsx';
import { paths } from '@shop/shared/paths';
import '../../../locales/cart.ts';

/** The cart screen's content: through QueryState, the lines table beside the summary. */
export function CartView() {
  const { t } = useTranslation();
  const cart = useCart({ withStock: true });

  const failed = Boolean(cart.error) && cart.lines.length === 0;
  return (
    <QueryState
      query={{
        isError: failed,
        isFetching: cart.isFetching,
        data: cart.isLoading || failed ? undefined : cart.lines,
        error: null,
        refetch: cart.refresh,
      }}
      loadingLabel={t('cart.loading')}
      skeleton={
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="flex flex-col gap-4">
            <Skeleton className="h-28" />
            <Skeleton className="h-28" />
          </div>
          <Skeleton className="h-56" />
        </div>
      }
      errorMessage={t('cart.loadFailed')}
      isEmpty={(lines) => lines.length === 0}
      empty={
        <EmptyState
          title={t('cart.emptyTitle')}
          body={t('cart.emptyBody')}
          action={
            <Link to={paths.shop()} className={buttonClass('primary')}>
              {t('common.continueShopping')}
            </Link>
          }
        />
      }
    >
      {() => <CartLines cart={cart} />}
    </QueryState>
  );
}

/** The lines table beside the summary. */
function CartLines({ cart }: { cart: UnifiedCart }) {
  const { t } = useTranslation();
  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-10">
      <table className="block w-full border-collapse text-left md:table">
        <caption className="sr-only">{t('cart.tableCaption')}</caption>
        <thead className="hidden border-b border-line text-xs font-semibold tracking-wide text-muted uppercase md:table-header-group">
          <tr>
            <th scope="col" className="py-3 pr-4 font-semibold">
              {t('cart.columns.product')}
            </th>
            <th scope="col" className="py-3 pr-4 font-semibold">
              {t('cart.columns.price')}
            </th>
            <th scope="col" className="py-3 pr-4 font-semibold">
              {t('cart.columns.quantity')}
            </th>
            <th scope="col" className="py-3 pr-4 font-semibold">
              {t('cart.columns.subtotal')}
            </th>
            <th scope="col" className="py-3 text-right font-semibold">
              {t('cart.columns.actions')}
            </th>
          </tr>
        </thead>
        <tbody className="block border-t border-line md:table-row-group md:border-t-0">
          {cart.lines.map((line) => (
            <CartLineRow key={line._id} line={line} onQuantity={cart.update} onRemove={cart.remove} />
          ))}
        </tbody>
      </table>
      <div className="lg:sticky lg:top-24">
        <CartSummary count={cart.count} subtotal={cart.subtotal} />
      </div>
    </div>
  );
}
