import type { QueryClient } from '@tanstack/react-query';

/** After any product change: the admin lists and stats, and every storefront page showing products. */
export function refreshProducts(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['admin', 'products'] }),
    queryClient.invalidateQueries({ queryKey: ['catalog'] }),
  ]);
}
