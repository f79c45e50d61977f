import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FavoriteCheckReply } from '@shop/shared/favorites';
import { apiRequest } from '../../../lib/api-client.ts';
import { api } from '@shop/shared/paths';

/** GET /api/favorites/check/{id} — whether the product is on the wishlist. */
export function checkFavorite(productId: string, signal?: AbortSignal): Promise<FavoriteCheckReply> {
  return apiRequest<FavoriteCheckReply>(api.favoriteCheck(productId), { signal });
}

export function favoriteCheckQuery(productId: string) {
  return queryOptions({
    queryKey: ['favorites', 'check', productId] as const,
    queryFn: ({ signal }) => checkFavorite(productId, signal),
  });
}

export function useFavoriteCheck(productId: string, enabled: boolean) {
  return useQuery({ ...favoriteCheckQuery(productId), enabled });
}
