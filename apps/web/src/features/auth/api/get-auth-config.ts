import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { customerApi } from '@shop/shared/customer-paths';

export type AuthConfig = { googleClientId: string | null };

/** GET /api/auth/config — what the sign-in screen may offer: Google only with a client id. */
export function fetchAuthConfig(signal?: AbortSignal): Promise<AuthConfig> {
  return apiRequest<AuthConfig>(customerApi.authConfig, { signal });
}

export const authConfigQuery = queryOptions({
  queryKey: ['public', 'auth-config'] as const,
  queryFn: ({ signal }) => fetchAuthConfig(signal),
  staleTime: Infinity,
});

export function useAuthConfig() {
  return useQuery(authConfigQuery);
}
