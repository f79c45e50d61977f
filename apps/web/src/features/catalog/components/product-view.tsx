import { lazy, Suspense, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation, wordsLoaded } from '../../../lib/i18n.ts';
import { Link, useSearchParams } from 'react-router';
import type { Product } from '@shop/shared/catalog';
import { categorySlug } from '@shop/shared/categories';
import { categoryTitle } from '@shop/shared/category-titles';
import { formatMMK } from '@shop/shared/money';
import { inLanguage } from '@shop/shared/catalog-rules';
import { clampQuantity, findVariant, sizeStock } from '../lib/catalog-rules.ts';
import { STICKY_BAR } from '../../../components/ui/toast.tsx';
import { ProductGallery } from './product-gallery.tsx';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { paths } from '@shop/shared/paths';

// Details, Size Guide and Shipping sit below the buying controls: their code follows the page's
// first paint instead of holding it up (a phone's first screen never shows them).
// They show once their words (the size guides' area) have arrived too.
const ProductInfoSections = lazy(() =>
  import('./product-info-sections.tsx').then(async (module) => {
    await wordsLoaded();
    return { default: module.ProductInfoSections };
  }),
);
import { ColorPicker, QuantityStepper, SizePicker, StockLine } from './product-options.tsx';
// Back in stock (decision 050): the link and its form follow the page's first paint.
const BackInStock = lazy(() =>
  import('./back-in-stock.tsx').then((module) => wordsLoaded().then(() => ({ default: module.BackInStock }))),
);

/** What the product page hands to whoever keeps the cart. */
export type AddToCartSelection = {
  product: Product;
  color: string;
  size: string;
  quantity: number;
  /** Stock of this colour and size as shown. */
  stock: number;
  image: string;
};

/** The colour and size the shopper has chosen so far. */
export type ProductChoice = { color: string | null; size: string | null };

/** Gallery, colour, size, quantity and Add to Cart of one product, plus its information sections. */
export function ProductView({
  product,
  onAddToCart,
  favorite,
}: {
  product: Product;
  onAddToCart: (selection: AddToCartSelection) => void;
  favorite?: (choice: ProductChoice) => ReactNode;
}) {
  const { t, language } = useTranslation();
  const name = inLanguage(language, product.itemName, product.itemNameMy);
  const description = inLanguage(language, product.description, product.descriptionMy);
  const material = inLanguage(language, product.material, product.materialMy);
  const quantityId = useId();
  const hydrated = useHydrated();
  // Until the page's code runs (a server-drawn page on its way), each control says it is not ready.
  const waiting = hydrated ? undefined : true;
  const [searchParams, setSearchParams] = useSearchParams();
  const [color, setColor] = useState<string | null>(
    () => findVariant(product.variants, searchParams.get('color'))?.color ?? product.variants[0]?.color ?? null,
  );
  const variant = findVariant(product.variants, color);
  // No size is chosen for the shopper: a preselected size is too easily bought by mistake.
  const [size, setSize] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [imageIndex, setImageIndex] = useState(0);
  const [message, setMessage] = useState<string | null>(null);
  const sizesRef = useRef<HTMLDivElement>(null);

  const stock = sizeStock(variant, size);
  const colourHasStock = variant?.sizes.some((s) => s.stock > 0) ?? false;
  const colourStock = variant?.sizes.reduce((sum, s) => sum + Math.max(0, s.stock), 0) ?? 0;
  const soldOutSizes = variant?.sizes.filter((s) => s.stock <= 0).map((s) => s.size) ?? [];
  // Before a size is chosen the quantity may go up to the colour's largest stock; Add to Cart clamps it.
  const stepperStock = size ? stock : Math.max(0, ...(variant?.sizes.map((s) => s.stock) ?? []));
  const images = variant?.images ?? product.images;
  const category = product.subCategory || product.mainCategory;

  const pickColor = (next: string) => {
    const nextVariant = findVariant(product.variants, next);
    const keptSize = size && sizeStock(nextVariant, size) > 0 ? size : null;
    setColor(next);
    setImageIndex(0);
    setSize(keptSize);
    setQuantity((q) => clampQuantity(q, sizeStock(nextVariant, keptSize)));
    setMessage(null);
    setSearchParams(
      (params) => {
        params.set('color', nextVariant?.colorKey ?? next);
        return params;
      },
      { replace: true },
    );
  };
  const pickSize = (next: string) => {
    setSize(next);
    setQuantity((q) => clampQuantity(q, sizeStock(variant, next)));
    setMessage(null);
  };
  const add = () => {
    if (!variant || !color)
      return setMessage(t(product.variants.length > 1 ? 'product.selectColor' : 'product.soldOut'));
    if (!size) {
      // The picker may be scrolled away behind the phone's bottom bar: bring it back to the shopper.
      sizesRef.current?.scrollIntoView({ block: 'center' });
      sizesRef.current?.querySelector<HTMLElement>('button:not(:disabled), input:not(:disabled)')?.focus();
      return setMessage(t(colourHasStock ? 'product.selectSize' : 'product.soldOut'));
    }
    if (stock <= 0) return setMessage(t('product.soldOut'));
    setMessage(null);
    onAddToCart({ product, color, size, quantity: clampQuantity(quantity, stock), stock, image: images[0] ?? '' });
  };

  return (
    <div className="flex flex-col gap-6">
      <nav aria-label={t('product.breadcrumb')} className="text-sm text-muted">
        {/* One line whatever the font: the page is painted before the Burmese font arrives, and a
            trail that wrapped differently in it would move the whole page down (layout shift). On a
            phone the page's own name, the heading just below, is said to screen readers only. */}
        <ol className="flex items-center gap-1.5 whitespace-nowrap">
          <li className="shrink-0">
            <Link to={paths.home} className="hover:text-ink hover:underline">
              {t('product.home')}
            </Link>
          </li>
          {category && (
            <li className="shrink-0 before:mr-1.5 before:content-['/']">
              <Link to={paths.category(categorySlug(category))} className="hover:text-ink hover:underline">
                {categoryTitle(categorySlug(category), language)}
              </Link>
            </li>
          )}
          <li
            aria-current="page"
            className="min-w-0 truncate text-ink before:mr-1.5 before:text-muted before:content-['/'] max-md:sr-only"
          >
            {name}
          </li>
        </ol>
      </nav>

      <div className="grid gap-8 md:grid-cols-2 lg:gap-12">
        <div className="md:sticky md:top-24 md:self-start">
          <ProductGallery
            images={images}
            index={imageIndex}
            onIndexChange={setImageIndex}
            alt={
              variant
                ? t('catalog.imageAlt', {
                    name,
                    color: inLanguage(language, variant.color, variant.colorMy),
                  })
                : name
            }
          />
        </div>

        <div className="flex flex-col gap-6">
          <div className="flex flex-col gap-2">
            {product.brand && (
              <p className="text-xs font-semibold uppercase tracking-widest text-muted">{product.brand}</p>
            )}
            {/* The name keeps at least 10rem: a long wishlist label (Burmese) goes under it on a phone. */}
            <div className="flex flex-wrap items-start justify-between gap-3">
              <h1 className="min-w-40 flex-1 text-2xl font-bold tracking-tight md:text-3xl">{name}</h1>
              {favorite?.({ color, size })}
            </div>
            <p className="text-xl">{formatMMK(product.price, language)}</p>
          </div>

          {/* The choices answer once the page's code runs: until then they are marked unavailable. */}
          <div className="flex flex-col gap-6">
            <ColorPicker
              variants={product.variants}
              selected={variant?.color ?? null}
              onSelect={pickColor}
              waiting={waiting}
            />
            <div ref={sizesRef} className="flex flex-col gap-2">
              <SizePicker set={product} variant={variant} selected={size} onSelect={pickSize} waiting={waiting} />
              {message && (
                <p role="alert" className="text-sm font-semibold text-danger">
                  {message}
                </p>
              )}
            </div>
          </div>
          {/* Before a size is chosen, the colour's stock (all its sizes): what a page read before its
              code has run (or without it) says of the stock. */}
          {size || !colourHasStock ? <StockLine stock={stock} /> : <StockLine stock={colourStock} of="colour" />}
          {variant && soldOutSizes.length > 0 && (
            <Suspense fallback={null}>
              <BackInStock key={variant.color} productId={product._id} color={variant.color} sizes={soldOutSizes} />
            </Suspense>
          )}

          {/* On a phone quantity and Add to Cart stay on screen at the bottom while the shopper scrolls. */}
          <div
            data-testid="buy-bar"
            {...STICKY_BAR}
            className="fixed inset-x-0 bottom-0 z-30 flex items-end gap-3 border-t border-line bg-white px-4 py-3 shadow-[0_-4px_12px_rgb(0_0_0/0.06)] sm:static sm:z-auto sm:gap-4 sm:border-0 sm:bg-transparent sm:p-0 sm:shadow-none"
          >
            <QuantityStepper
              id={quantityId}
              value={quantity}
              stock={stepperStock}
              onChange={(q) => setQuantity(clampQuantity(q, stepperStock))}
              waiting={waiting}
            />
            <button
              type="button"
              onClick={add}
              // Until the page's code runs (a server-drawn page on its way), it says so rather than doing nothing.
              disabled={!hydrated || !colourHasStock}
              aria-busy={!hydrated}
              className="inline-flex min-h-12 flex-1 items-center justify-center rounded-md bg-ink px-6 text-sm font-semibold uppercase tracking-wide text-white transition-colors hover:bg-ink/85 disabled:cursor-not-allowed disabled:bg-ink/40"
            >
              {!hydrated ? t('common.loading') : colourHasStock ? t('product.addToCart') : t('product.outOfStock')}
            </button>
          </div>

          {description && <p className="leading-relaxed text-muted">{description}</p>}
          {(material || product.brand) && (
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {material && (
                <>
                  <dt className="font-semibold">{t('product.material')}</dt>
                  <dd className="text-muted">{material}</dd>
                </>
              )}
              {product.brand && (
                <>
                  <dt className="font-semibold">{t('product.brand')}</dt>
                  <dd className="text-muted">{product.brand}</dd>
                </>
              )}
            </dl>
          )}

          <Suspense fallback={<div className="min-h-40 border-y border-line" aria-busy="true" />}>
            <ProductInfoSections details={inLanguage(language, product.details, product.detailsMy)} set={product} />
          </Suspense>
          <div aria-hidden="true" className="h-16 sm:hidden" />
        </div>
      </div>
    </div>
  );
}
