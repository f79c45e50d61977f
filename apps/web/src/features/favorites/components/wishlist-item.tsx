import type { Favorite } from '@shop/shared/favorites';
import { srcSet } from '@shop/shared/catalog-rules';
import { formatMMK } from '@shop/shared/money';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';

/** One saved product: picture, name (to its page), price in MMK, the colour and size chosen, Remove. */
export function WishlistItem({
  item,
  removing,
  onRemove,
}: {
  item: Favorite;
  removing: boolean;
  onRemove: () => void;
}) {
  const { t, language } = useTranslation();
  const href = `/product/${item.productId}${item.selectedColor ? `?color=${encodeURIComponent(item.selectedColor)}` : ''}`;
  return (
    <li className="flex items-center gap-4 p-3 sm:p-4">
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
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Link to={href} className="truncate font-semibold hover:underline">
          {item.productName}
        </Link>
        <p className="text-sm">{formatMMK(item.productPrice, language)}</p>
        {(item.selectedColor || item.selectedSize) && (
          <p className="text-xs text-muted">
            {[
              item.selectedColor && t('wishlist.color', { color: item.selectedColor }),
              item.selectedSize && t('wishlist.size', { size: item.selectedSize }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        )}
      </div>
      <Button
        variant="ghost"
        busy={removing}
        onClick={onRemove}
        aria-label={t('wishlist.removeLabel', { name: item.productName })}
        className="shrink-0 px-3 text-danger"
      >
        {t('wishlist.remove')}
      </Button>
    </li>
  );
}
