import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@shop/shared/admin-paths';
import type { AlertSettingsInput, AlertSettingsReply, AlertTestReply } from '@shop/shared/alerts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/admin/alert-settings: the channels, each secret only as set or not. */
export const alertSettingsQuery = queryOptions({
  queryKey: ['admin', 'alert-settings'] as const,
  queryFn: ({ signal }) => apiRequest<AlertSettingsReply>(adminApi.alertSettings, { signal }),
});

export function useAlertSettings() {
  return useQuery(alertSettingsQuery);
}

/** PUT /api/admin/alert-settings. */
export function useSaveAlertSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AlertSettingsInput) =>
      apiRequest<AlertSettingsReply>(adminApi.alertSettings, { method: 'PUT', body: input }),
    onSuccess: (saved) => queryClient.setQueryData(alertSettingsQuery.queryKey, saved),
  });
}

/** POST /api/admin/alert-settings/test: what each channel answered. */
export function useSendTestAlert() {
  return useMutation({
    mutationFn: () => apiRequest<AlertTestReply>(adminApi.alertTest, { method: 'POST' }),
  });
}
