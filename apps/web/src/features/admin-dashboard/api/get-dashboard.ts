import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminDashboard } from '@shop/shared/admin';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminApi } from '@shop/shared/admin-paths';

/** GET /api/admin/dashboard — delivered revenue, 30 days of orders and revenue, sizes running low. */
export function fetchDashboard(signal?: AbortSignal) {
  return apiRequest<AdminDashboard>(adminApi.dashboard, { signal });
}

export const dashboardQuery = queryOptions({
  queryKey: ['admin', 'dashboard'] as const,
  queryFn: ({ signal }) => fetchDashboard(signal),
  // Orders and stock move all the time: opening the dashboard always asks again.
  staleTime: 0,
});

export function useDashboard() {
  return useQuery(dashboardQuery);
}
