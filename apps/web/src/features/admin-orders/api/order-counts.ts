import { useQueries } from '@tanstack/react-query';
import { ORDER_STATUSES } from '@shop/shared/orders-rules';
import { adminOrdersQuery } from './list-orders.ts';

/** Orders per status for the dashboard: one single-row page of the list per status (its total is the count). */
export function useOrderCounts() {
  return useQueries({
    queries: ['', ...ORDER_STATUSES].map((status) => adminOrdersQuery({ status, search: '', page: 1, limit: 1 })),
    combine: (results) => ({
      isPending: results.some((r) => r.isPending),
      isError: results.some((r) => r.isError),
      total: results[0]?.data?.pagination.totalOrders ?? 0,
      byStatus: ORDER_STATUSES.map((status, i) => ({
        status,
        count: results[i + 1]?.data?.pagination.totalOrders ?? 0,
      })),
    }),
  });
}
