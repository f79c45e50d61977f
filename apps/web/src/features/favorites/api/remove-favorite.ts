import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageReply } from '@shop/shared/auth';
import type { FavoritesReply } from '@shop/shared/favorites';
import { apiRequest } from '../../../lib/api-client.ts';
import { favoriteCheckQuery } from './check-favorite.ts';
import { favoritesQuery } from './get-favorites.ts';
import { api } from '@shop/shared/paths';

/** DELETE /api/favorites/{productId}. */
export function removeFavorite(productId: string): Promise<MessageReply> {
  return apiRequest<MessageReply>(api.favorite(productId), { method: 'DELETE' });
}

export function useRemoveFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFavorite,
    onSuccess: (_reply, productId) => {
      queryClient.setQueryData<FavoritesReply>(favoritesQuery.queryKey, (list) =>
        list ? { favorites: list.favorites.filter((item) => item.productId !== productId) } : list,
      );
      queryClient.setQueryData(favoriteCheckQuery(productId).queryKey, { isFavorited: false });
    },
  });
}
