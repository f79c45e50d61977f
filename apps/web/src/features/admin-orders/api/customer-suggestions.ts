import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CustomerSuggestionList } from '@shop/shared/owner-orders';
import { adminApi } from '@shop/shared/admin-paths';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/admin/orders/customers?q= — accounts and earlier buyers by phone or name (2 characters or more). */
export function useCustomerSuggestions(q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: ['admin', 'orders', 'customers', text] as const,
    queryFn: ({ signal }) => apiRequest<CustomerSuggestionList>(adminApi.orderCustomers(text), { signal }),
    enabled: text.length >= 2,
    placeholderData: keepPreviousData,
  });
}
