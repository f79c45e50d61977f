import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCustomerDetail, AdminOrder } from '@shop/shared/admin';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminApi } from '@shop/shared/admin-paths';

/** GET /api/admin/customers/{id} — 404 'Customer Not Found' for unknown ids (and for admins). */
export function fetchCustomer(id: string, signal?: AbortSignal) {
  return apiRequest<AdminCustomerDetail>(adminApi.customer(id), { signal });
}

export function customerQuery(id: string) {
  return queryOptions({
    queryKey: ['admin', 'customers', 'one', id] as const,
    queryFn: ({ signal }) => fetchCustomer(id, signal),
  });
}

export function useCustomer(id: string) {
  return useQuery(customerQuery(id));
}

/** GET /api/admin/customers/{id}/orders — newest first. */
export function fetchCustomerOrders(id: string, signal?: AbortSignal) {
  return apiRequest<{ orders: AdminOrder[] }>(adminApi.customerOrders(id), { signal });
}

export function useCustomerOrders(id: string) {
  return useQuery({
    queryKey: ['admin', 'customers', 'orders', id] as const,
    queryFn: ({ signal }) => fetchCustomerOrders(id, signal),
  });
}
