import '../../../locales/favourites.ts';
import type { ComponentProps } from 'react';
import type { Favorite } from '@shop/shared/favorites';
import { localMessage, useTranslation } from '../../../lib/i18n.ts';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useFavorites } from '../api/get-favorites.ts';
import { useRemoveFavorite } from '../api/remove-favorite.ts';
import { useAuthToken } from '../../../lib/use-auth-token.ts';
import { WishlistItem } from './wishlist-item.tsx';
import { paths } from '@shop/shared/paths';

/** `/profile/favourites`: My Wishlist, a list that scrolls inside a 500px box (spec). */
export function Wishlist({ onAddToCart }: { onAddToCart?: ComponentProps<typeof WishlistItem>['onAddToCart'] }) {
  const { t } = useTranslation();
  const toast = useToast();
  const signedIn = Boolean(useAuthToken());
  const query = useFavorites(signedIn);
  const remove = useRemoveFavorite();
  useDocumentTitle(t('favourites.title'));

  const onRemove = (item: Favorite) =>
    remove.mutate(item.productId, {
      onSuccess: () => toast.show(t('wishlist.removed'), 'success'),
      onError: (error) =>
        toast.show(
          error instanceof ApiError && error.status > 0 && error.status < 500
            ? localMessage(error.message)
            : t('favourites.removeFailed'),
          'error',
        ),
    });

  const count = query.data?.favorites.length ?? 0;
  return (
    <main className="flex min-w-0 flex-col gap-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t('favourites.title')}</h1>
        {count > 0 && <p className="text-sm text-muted">{t('favourites.count', { count })}</p>}
      </div>
      {!signedIn ? (
        <LoginNeeded message={t('favourites.loginRequired')} />
      ) : query.isError && query.error instanceof ApiError && query.error.status === 401 ? (
        <LoginNeeded message={query.error.message} />
      ) : (
        <QueryState
          query={query}
          loadingLabel={t('common.loading')}
          skeleton={
            <>
              <Skeleton className="h-28 w-full" />
              <Skeleton className="h-28 w-full" />
            </>
          }
          errorMessage={t('favourites.loadFailed')}
          isEmpty={(data) => data.favorites.length === 0}
          empty={
            <div className="rounded-xl border border-line">
              <EmptyState
                title={t('favourites.emptyTitle')}
                body={t('favourites.emptyBody')}
                action={
                  <Link to={paths.shop()} className={buttonClass('primary')}>
                    {t('favourites.browse')}
                  </Link>
                }
              />
            </div>
          }
        >
          {(data) => (
            <ul
              aria-label={t('favourites.listLabel')}
              tabIndex={0}
              className="flex max-h-[500px] flex-col divide-y divide-line overflow-y-auto rounded-xl border border-line focus-visible:outline-2"
            >
              {data.favorites.map((item) => (
                <WishlistItem
                  key={item.productId}
                  item={item}
                  removing={remove.isPending && remove.variables === item.productId}
                  onRemove={() => onRemove(item)}
                  onAddToCart={onAddToCart}
                />
              ))}
            </ul>
          )}
        </QueryState>
      )}
    </main>
  );
}

function LoginNeeded({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-start gap-3 rounded-xl border border-line p-5">
      <p className="font-medium">{message}</p>
      <Link to={paths.signIn(paths.favourites)} className={buttonClass('primary')}>
        {t('favourites.login')}
      </Link>
    </div>
  );
}
