import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from 'react-router';
import type { ProductCard as ProductCardData } from '@shop/shared/catalog';
import { formatMMK } from '@shop/shared/money';
import { usePrefetchProduct } from '../api/get-product.ts';
import { IMAGE_SIZES, inLanguage, isCardOutOfStock } from '@shop/shared/catalog-rules';
import { ProductImage } from '../../../components/ui/product-image.tsx';
import { paths } from '@shop/shared/paths';

/**
 * A grid card: one colour of a product; the second image fades in on hover. That image is only
 * put on the page once the pointer (or focus) reaches the card: a phone never hovers, and a grid
 * page would otherwise download twelve pictures nobody sees.
 */
export function ProductCard({ card, priority = false }: { card: ProductCardData; priority?: boolean }) {
  const { t, language } = useTranslation();
  const prefetch = usePrefetchProduct();
  const outOfStock = isCardOutOfStock(card);
  const name = inLanguage(language, card.name || card.itemName, card.itemNameMy);
  const [first, second] = card.images;
  const colour = inLanguage(language, card.color, card.colorMy);
  const alt = t('catalog.imageAlt', { name, color: colour });
  const [reached, setReached] = useState(false);
  const reach = () => {
    prefetch(card.originalId);
    setReached(true);
  };

  return (
    <Link
      to={paths.product(card.originalId, card.colorKey || card.color)}
      onMouseEnter={reach}
      onFocus={reach}
      className={`group flex flex-col gap-2 rounded-md ${outOfStock ? 'opacity-60' : ''}`}
      data-testid="product-card"
    >
      <div className="relative aspect-[4/5] overflow-hidden rounded-md bg-surface">
        <ProductImage src={first} alt={alt} sizes={IMAGE_SIZES.category} priority={priority} />
        {second && reached && (
          <div className="absolute inset-0 opacity-0 transition-opacity duration-300 group-hover:opacity-100 group-focus-visible:opacity-100">
            <ProductImage src={second} alt="" sizes={IMAGE_SIZES.category} />
          </div>
        )}
      </div>
      <div className="flex flex-col gap-0.5 px-0.5">
        {/* Two lines' room whatever the name and the font: a Burmese page is painted before its font
            arrives, and a name that took one line more in it would move the next row (layout shift). */}
        <h2 className="line-clamp-2 min-h-[2lh] text-sm font-semibold group-hover:underline">{name}</h2>
        <p className="flex items-center gap-1.5 overflow-hidden text-xs whitespace-nowrap text-muted">
          <span
            aria-hidden="true"
            className="inline-block size-3 shrink-0 rounded-full border border-black/20"
            style={{ backgroundColor: card.swatch }}
          />
          {colour}
        </p>
        {outOfStock ? (
          <p className="text-sm font-semibold text-danger">{t('catalog.outOfStock')}</p>
        ) : (
          <p className="text-sm">{formatMMK(card.price, language)}</p>
        )}
      </div>
    </Link>
  );
}
