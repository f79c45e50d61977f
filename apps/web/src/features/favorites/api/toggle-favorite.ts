import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FavoriteCheckReply, FavoriteToggleInput, FavoriteToggleReply } from '@shop/shared/favorites';
import { apiRequest } from '../../../lib/api-client.ts';
import { favoriteCheckQuery } from './check-favorite.ts';
import { favoritesQuery } from './get-favorites.ts';
import { api } from '@shop/shared/paths';

/** POST /api/favorites/toggle — adds the product, or takes it off when it is there. */
export function toggleFavorite(input: FavoriteToggleInput): Promise<FavoriteToggleReply> {
  return apiRequest<FavoriteToggleReply>(api.favoriteToggle, { method: 'POST', body: input });
}

/** The heart fills (or empties) at once; a failure puts it back. */
export function useToggleFavorite(productId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = favoriteCheckQuery(productId);
  return useMutation({
    mutationFn: toggleFavorite,
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData<FavoriteCheckReply>(queryKey);
      queryClient.setQueryData<FavoriteCheckReply>(queryKey, { isFavorited: !before?.isFavorited });
      return { before };
    },
    onError: (_error, _input, context) => queryClient.setQueryData(queryKey, context?.before),
    onSuccess: (reply) => queryClient.setQueryData<FavoriteCheckReply>(queryKey, { isFavorited: reply.isFavorited }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoritesQuery.queryKey }),
  });
}
