import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminStockAlertList } from '@shop/shared/stock-files';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminApi } from '@shop/shared/admin-paths';

/** GET /api/admin/products/stock-alerts — shoppers who left a phone for a sold-out size. */
export const stockAlertsQuery = queryOptions({
  queryKey: ['admin', 'products', 'stock-alerts'] as const,
  queryFn: ({ signal }) => apiRequest<AdminStockAlertList>(adminApi.stockAlerts, { signal }),
});

export function useStockAlerts() {
  return useQuery(stockAlertsQuery);
}

/** POST /api/admin/products/stock-alerts/{id}/done — the owner has called or messaged them. */
export function useStockAlertDone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<{ message: string }>(adminApi.stockAlertDone(id), { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stockAlertsQuery.queryKey }),
  });
}
