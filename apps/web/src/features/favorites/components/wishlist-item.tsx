import type { Favorite } from '@shop/shared/favorites';
import { inLanguage, srcSet } from '@shop/shared/catalog-rules';
import { formatMMK } from '@shop/shared/money';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { paths } from '@shop/shared/paths';

/**
 * One saved product: picture, name (to its page, wrapped in full), price in MMK, the colour and size
 * chosen, Add to Cart (or Choose a size when none was saved) and Remove.
 */
export function WishlistItem({
  item,
  removing,
  onRemove,
  onAddToCart,
}: {
  item: Favorite;
  removing: boolean;
  onRemove: () => void;
  /** Given by whoever keeps the cart; without it there is no Add to Cart. */
  onAddToCart?: (item: Favorite & { selectedColor: string; selectedSize: string }) => void;
}) {
  const { t, language } = useTranslation();
  const name = inLanguage(language, item.productName, item.productNameMy);
  const href = paths.product(item.productId, item.selectedColor);
  return (
    <li className="flex items-start gap-3 p-3 sm:items-center sm:gap-4 sm:p-4">
      <Link
        to={href}
        tabIndex={-1}
        aria-hidden="true"
        className="block w-20 shrink-0 overflow-hidden rounded-md bg-surface sm:w-24"
      >
        {item.productImage ? (
          <img
            src={item.productImage}
            srcSet={srcSet(item.productImage) || undefined}
            sizes="96px"
            alt=""
            width={96}
            height={120}
            loading="lazy"
            className="aspect-[4/5] w-full object-cover"
          />
        ) : (
          <span className="block aspect-[4/5] w-full" />
        )}
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-center sm:gap-4">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <Link to={href} className="font-semibold break-words hover:underline">
            {name}
          </Link>
          <p className="text-sm">{formatMMK(item.productPrice, language)}</p>
          {(item.selectedColor || item.selectedSize) && (
            <p className="text-xs text-muted">
              {[
                item.selectedColor && t('favourites.color', { color: item.selectedColor }),
                item.selectedSize && t('favourites.size', { size: item.selectedSize }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
          )}
        </div>
        <div className="mt-1 flex flex-wrap items-center gap-2 sm:mt-0 sm:shrink-0">
          {onAddToCart && item.selectedColor && item.selectedSize ? (
            <Button
              variant="secondary"
              onClick={() =>
                onAddToCart({ ...item, selectedColor: item.selectedColor!, selectedSize: item.selectedSize! })
              }
              aria-label={t('favourites.addToCartLabel', { name })}
              className="px-3"
            >
              {t('favourites.addToCart')}
            </Button>
          ) : (
            <Link
              to={href}
              aria-label={t('favourites.chooseSizeLabel', { name })}
              className={`${buttonClass('secondary')} px-3`}
            >
              {t('favourites.chooseSize')}
            </Link>
          )}
          <Button
            variant="ghost"
            busy={removing}
            onClick={onRemove}
            aria-label={t('favourites.removeLabel', { name })}
            className="px-3 text-danger"
          >
            {t('favourites.remove')}
          </Button>
        </div>
      </div>
    </li>
  );
}
