import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Product } from '@shop/shared/catalog';
import { apiRequest } from '../../../lib/api-client.ts';
import { api } from '@shop/shared/paths';

/** GET /api/products/{id} — 404 'Product not found' for an unknown id. */
export function fetchProduct(id: string, signal?: AbortSignal): Promise<Product> {
  return apiRequest<Product>(api.product(id), { signal });
}

export function productQuery(id: string) {
  return queryOptions({
    queryKey: ['catalog', 'product', id] as const,
    queryFn: ({ signal }) => fetchProduct(id, signal),
  });
}

export function useProduct(id: string) {
  return useQuery(productQuery(id));
}

/** Starts loading a product when the pointer or focus reaches its card, so its page opens at once. */
export function usePrefetchProduct(): (id: string) => void {
  const queryClient = useQueryClient();
  return useCallback((id: string) => void queryClient.prefetchQuery(productQuery(id)), [queryClient]);
}
