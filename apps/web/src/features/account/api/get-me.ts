import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me } from '@shop/shared/account';
import { apiRequest } from '../../../lib/api-client.ts';
import { customerApi } from '@shop/shared/customer-paths';

/** GET /api/auth/me — the signed-in account (name, display name, email, phone, verified). */
export function fetchMe(signal?: AbortSignal): Promise<Me> {
  return apiRequest<Me>(customerApi.me, { signal });
}

export const meQuery = queryOptions({
  queryKey: ['account', 'me'] as const,
  queryFn: ({ signal }) => fetchMe(signal),
});

export function useMe() {
  return useQuery(meQuery);
}
