import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FavoritesReply } from '@shop/shared/favorites';
import { apiRequest } from '../../../lib/api-client.ts';
import { api } from '@shop/shared/paths';

/** GET /api/favorites — the wishlist, newest first; name, image and price from the catalogue. */
export function fetchFavorites(signal?: AbortSignal): Promise<FavoritesReply> {
  return apiRequest<FavoritesReply>(api.favorites, { signal });
}

export const favoritesQuery = queryOptions({
  queryKey: ['favorites', 'list'] as const,
  queryFn: ({ signal }) => fetchFavorites(signal),
});

export function useFavorites(enabled = true) {
  return useQuery({ ...favoritesQuery, enabled });
}
