import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UploadReply } from '@shop/shared/admin';
import type { PaymentSettings, PaymentSettingsInput } from '@shop/shared/payments';
import { apiRequest } from '../../../lib/api-client.ts';
import { uploadWithProgress, type UploadProgress } from '../../../lib/upload.ts';
import { adminApi } from '@shop/shared/admin-paths';

/** GET /api/admin/payment-settings. */
export const paymentSettingsQuery = queryOptions({
  queryKey: ['admin', 'payment-settings'] as const,
  queryFn: ({ signal }) => apiRequest<PaymentSettings>(adminApi.paymentSettings, { signal }),
});

export function usePaymentSettings() {
  return useQuery(paymentSettingsQuery);
}

/** PUT /api/admin/payment-settings; checkout's offer follows at once. */
export function useSavePaymentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PaymentSettingsInput) =>
      apiRequest<PaymentSettings>(adminApi.paymentSettings, { method: 'PUT', body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(paymentSettingsQuery.queryKey, saved);
      return queryClient.invalidateQueries({ queryKey: ['payment-methods'] });
    },
  });
}

/** The QR picture goes through the shop's image upload (checked, re-encoded); answers its URL. */
export async function uploadQrImage(file: File, onProgress?: (progress: UploadProgress) => void): Promise<string> {
  const body = new FormData();
  body.append('images', file);
  const { imageUrls } = await uploadWithProgress<UploadReply>(adminApi.uploadImages, body, onProgress);
  return imageUrls[0]!;
}
