import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Me } from '@shop/shared/account';
import { ApiError, apiRequest } from '../../lib/api-client.ts';
import { customerApi } from '@shop/shared/customer-paths';

const refused = (error: unknown) => error instanceof ApiError && (error.status === 401 || error.status === 403);

/**
 * Whether the server still takes this browser for an admin: GET /api/auth/me (the role read from
 * the database), and any admin call answered 401 or 403 since. The stored role only decides the
 * first paint; the server checks the role on every admin call anyway.
 */
export function useAdminConfirmed(enabled: boolean): 'checking' | 'admin' | 'refused' {
  const queryClient = useQueryClient();
  const [refusedLater, setRefusedLater] = useState(false);
  const me = useQuery({
    queryKey: ['admin', 'guard'] as const,
    queryFn: ({ signal }) => apiRequest<Me>(customerApi.me, { signal }),
    enabled,
    staleTime: 60_000,
  });

  useEffect(() => {
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && refused(event.action.error))
        setRefusedLater(true);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      if (event.mutation.meta?.expectsUnauthorized) return;
      if (refused(event.action.error)) setRefusedLater(true);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);

  if (refusedLater || (me.isError && refused(me.error)) || (me.data && me.data.type !== 'admin')) return 'refused';
  return me.data ? 'admin' : 'checking';
}
