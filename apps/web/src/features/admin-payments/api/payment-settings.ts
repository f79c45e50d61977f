import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UploadReply } from '@shop/shared/admin';
import type { WalletSettingsInput, WalletSettingsReply, WalletsReply } from '@shop/shared/payments';
import type { Wallet } from '@shop/shared/wallet-rules';
import { apiRequest } from '../../../lib/api-client.ts';
import { uploadWithProgress, type UploadProgress } from '../../../lib/upload.ts';
import { adminApi } from '@shop/shared/admin-paths';

/** GET /api/admin/payment-wallets: every wallet's settings. */
export const walletsQuery = queryOptions({
  queryKey: ['admin', 'payment-wallets'] as const,
  queryFn: ({ signal }) => apiRequest<WalletsReply>(adminApi.paymentWallets, { signal }),
});

export function useWallets() {
  return useQuery(walletsQuery);
}

/** PUT /api/admin/payment-wallets/{wallet}; checkout's offer follows at once. */
export function useSaveWallet(wallet: Wallet) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WalletSettingsInput) =>
      apiRequest<WalletSettingsReply>(adminApi.paymentWallet(wallet), { method: 'PUT', body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(walletsQuery.queryKey, (old) =>
        old ? { wallets: old.wallets.map((w) => (w.wallet === saved.wallet ? saved : w)) } : old,
      );
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
