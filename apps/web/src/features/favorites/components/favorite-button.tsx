import { localMessage, useTranslation } from '../../../lib/i18n.ts';
import { useLocation, useNavigate } from 'react-router';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useFavoriteCheck } from '../api/check-favorite.ts';
import { useToggleFavorite } from '../api/toggle-favorite.ts';
import { useAuthToken } from '../../../lib/use-auth-token.ts';
import { paths } from '@shop/shared/paths';
import { useHydrated } from '../../../lib/use-hydrated.ts';

/**
 * The product page's heart: its state loads for signed-in customers, a press toggles it at once
 * (with the server's word as a toast). Guests are told to log in and taken to the sign-in page,
 * which brings them back here.
 */
export function FavoriteButton({
  productId,
  color,
  size,
}: {
  productId: string;
  /** The colour and size chosen on the page, kept with the saved product. */
  color: string | null;
  size: string | null;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = Boolean(useAuthToken());
  const check = useFavoriteCheck(productId, signedIn && Boolean(productId));
  const toggle = useToggleFavorite(productId);
  const favorited = signedIn && Boolean(check.data?.isFavorited);
  // On a page the server drew, the heart says it is not ready until the app has taken over.
  const hydrated = useHydrated();

  const press = () => {
    if (!signedIn) {
      toast.show(t('wishlist.loginToFavorite'), 'info');
      void navigate(paths.signIn(location.pathname + location.search));
      return;
    }
    toggle.mutate(
      { productId, selectedColor: color, selectedSize: size },
      {
        onSuccess: (reply) => toast.show(t(reply.isFavorited ? 'wishlist.added' : 'wishlist.removed'), 'success'),
        onError: (error) =>
          toast.show(
            error instanceof ApiError && error.status > 0 && error.status < 500
              ? localMessage(error.message)
              : t('wishlist.updateFailed'),
            'error',
          ),
      },
    );
  };

  return (
    <button
      type="button"
      onClick={press}
      aria-busy={toggle.isPending || undefined}
      aria-disabled={!hydrated || undefined}
      disabled={toggle.isPending || (signedIn && check.isPending)}
      className={`inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors disabled:cursor-wait ${
        favorited ? 'border-accent/30 bg-accent/5 text-accent' : 'border-line bg-white text-ink hover:border-ink'
      }`}
    >
      {toggle.isPending ? (
        <Spinner className="size-5" />
      ) : (
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill={favorited ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.75"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M19 14c1.49-1.46 3-3.21 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.76 0-3 .5-4.5 2-1.5-1.5-2.74-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4.05 3 5.5l7 7Z" />
        </svg>
      )}
      {favorited ? t('wishlist.removeFromWishlist') : t('wishlist.add')}
    </button>
  );
}
