import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { servedAsNotFound } from '../../../lib/server-state.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useProduct } from '../api/get-product.ts';
import { ProductView, type AddToCartSelection, type ProductChoice } from './product-view.tsx';
import { paths } from '@shop/shared/paths';
import { inLanguage } from '@shop/shared/catalog-rules';

export type { AddToCartSelection, ProductChoice };

/** The product page's content: loading, 'Product Not Found', or the product itself. */
export function ProductDetails({
  id,
  onAddToCart,
  favorite,
}: {
  id: string;
  onAddToCart: (selection: AddToCartSelection) => void;
  /** The wishlist control, shown beside the product's name once there is a product. */
  favorite?: (choice: ProductChoice) => ReactNode;
}) {
  const { t, language } = useTranslation();
  const query = useProduct(id);
  // The server's 404 for this address is believed until the catalogue answers (it says the same).
  const notFound =
    !query.data && (query.isError ? query.error instanceof ApiError && query.error.status === 404 : servedAsNotFound());
  const title = query.data
    ? inLanguage(language, query.data.itemName, query.data.itemNameMy)
    : query.isError || notFound
      ? t('product.notFoundTitle')
      : t('product.loading');
  useDocumentTitle(title);
  // The answer arrives as an urgent update (a store change); the page it fills is rendered in the
  // background, in slices, so a phone's main thread is not blocked for the whole page at once.
  const product = useDeferredValue(query.data);

  if (query.isError || notFound)
    return <ProductNotFound notFound={notFound} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (!product) return <ProductSkeleton />;
  return <ProductView key={product._id} product={product} onAddToCart={onAddToCart} favorite={favorite} />;
}

function ProductSkeleton() {
  const { t } = useTranslation();
  return (
    // Its one line of words is what a screen reader says of it: the grey blocks are empty.
    <div role="status" aria-live="polite" className="grid gap-8 md:grid-cols-2 lg:gap-12">
      <Skeleton className="aspect-[4/5] w-full" />
      <div className="flex flex-col gap-4 py-2">
        <p className="text-sm text-muted">{t('product.loading')}</p>
        <Skeleton className="h-8 w-3/4" />
        <Skeleton className="h-6 w-1/3" />
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    </div>
  );
}

/** The product is not there (`notFound`: the shop said 404), or could not be loaded (a retry is offered). */
function ProductNotFound({
  notFound,
  onRetry,
  retrying,
}: {
  notFound: boolean;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // React Router keeps its own history index: going back only makes sense inside the shop.
  const canGoBack = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{t('product.notFoundTitle')}</h1>
      <p className="max-w-md text-muted">{notFound ? t('product.notFoundBody') : t('product.loadFailed')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => (canGoBack ? navigate(-1) : navigate(paths.shop()))}>{t('product.goBack')}</Button>
        {!notFound && (
          <Button variant="secondary" onClick={onRetry} busy={retrying}>
            {t('catalog.tryAgain')}
          </Button>
        )}
      </div>
    </div>
  );
}
