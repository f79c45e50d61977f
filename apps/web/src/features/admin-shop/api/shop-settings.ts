import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UploadReply } from '@shop/shared/admin';
import { adminApi } from '@shop/shared/admin-paths';
import type { ShopSettingsInput, ShopSettingsReply } from '@shop/shared/shop';
import { apiRequest } from '../../../lib/api-client.ts';
import { uploadWithProgress, type UploadProgress } from '../../../lib/upload.ts';

/** GET /api/admin/shop-settings (the packing slip and the delivery sheet print from it too). */
export const shopSettingsQuery = queryOptions({
  queryKey: ['admin', 'shop-settings'] as const,
  queryFn: ({ signal }) => apiRequest<ShopSettingsReply>(adminApi.shopSettings, { signal }),
});

export function useShopSettings() {
  return useQuery(shopSettingsQuery);
}

/** PUT /api/admin/shop-settings. */
export function useSaveShopSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ShopSettingsInput) =>
      apiRequest<ShopSettingsReply>(adminApi.shopSettings, { method: 'PUT', body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(shopSettingsQuery.queryKey, saved);
      return queryClient.invalidateQueries({ queryKey: ['shop'] });
    },
  });
}

/** The logo goes through the shop's image upload (checked, re-encoded); answers its URL. */
export async function uploadLogo(file: File, onProgress?: (progress: UploadProgress) => void): Promise<string> {
  const body = new FormData();
  body.append('images', file);
  const { imageUrls } = await uploadWithProgress<UploadReply>(adminApi.uploadImages, body, onProgress);
  return imageUrls[0]!;
}
