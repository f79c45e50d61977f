import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from 'react-router';
import type { ProductSummary } from '@shop/shared/catalog';
import { formatMMK } from '@shop/shared/money';
import { usePrefetchProduct } from '../api/get-product.ts';
import { inLanguage, isProductOutOfStock } from '@shop/shared/catalog-rules';
import { ProductImage } from '../../../components/ui/product-image.tsx';
import { paths } from '@shop/shared/paths';

/** A product of the home carousel or search results: image, name, price or 'Out of Stock'. */
export function SummaryCard({
  product,
  sizes,
  priority = false,
}: {
  product: ProductSummary;
  sizes: string;
  priority?: boolean;
}) {
  const { t, language } = useTranslation();
  const prefetch = usePrefetchProduct();
  const name = inLanguage(language, product.name || product.itemName, product.itemNameMy);
  const outOfStock = isProductOutOfStock(product);
  return (
    <Link
      to={paths.product(product.originalId, product.color)}
      onMouseEnter={() => prefetch(product.originalId)}
      onFocus={() => prefetch(product.originalId)}
      className={`group flex flex-col gap-2 ${outOfStock ? 'opacity-60' : ''}`}
    >
      <div className="aspect-[4/5] overflow-hidden rounded-md bg-surface">
        <ProductImage
          src={product.images[0]}
          alt={product.color ? t('catalog.imageAlt', { name, color: product.color }) : name}
          sizes={sizes}
          priority={priority}
          className="transition-transform duration-300 group-hover:scale-[1.03]"
        />
      </div>
      <h3 className="line-clamp-2 text-sm font-semibold group-hover:underline">{name}</h3>
      {outOfStock ? (
        <p className="text-sm font-semibold text-danger">{t('catalog.outOfStock')}</p>
      ) : (
        <p className="text-sm">{formatMMK(product.price, language)}</p>
      )}
    </Link>
  );
}
