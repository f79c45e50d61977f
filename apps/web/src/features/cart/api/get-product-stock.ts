import { queryOptions } from '@tanstack/react-query';
import type { Product } from '@shop/shared/catalog';
import { apiRequest } from '../../../lib/api-client.ts';
import { api } from '@shop/shared/paths';

/**
 * GET /api/products/{id} — a guest line's product, for its current stock, price and name (a guest
 * cart keeps only what was seen when adding). Same key and answer as the product page's query, so
 * a product seen there is not fetched again.
 */
export function productForCartQuery(id: string) {
  return queryOptions({
    queryKey: ['catalog', 'product', id] as const,
    queryFn: ({ signal }) => apiRequest<Product>(api.product(id), { signal }),
  });
}

/** Units left of a colour and size of a product; 0 when the product no longer has that colour or size. */
export function stockOf(product: Product, color: string, size: string): number | null {
  const variant =
    product.variants.find((v) => v.color.toLowerCase() === color.toLowerCase()) ??
    (color ? undefined : product.variants[0]);
  const entry = variant?.sizes.find((s) => s.size === size);
  return entry?.stock ?? 0;
}
