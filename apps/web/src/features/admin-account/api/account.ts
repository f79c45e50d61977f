import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminProfileUpdate, ChangePassword, ChangePasswordReply, Me, ProfileReply } from '@shop/shared/account';
import { apiRequest } from '../../../lib/api-client.ts';
import { customerApi } from '@shop/shared/customer-paths';

/** GET /api/auth/me — the admin's own account. */
export const adminMeQuery = queryOptions({
  queryKey: ['admin', 'me'] as const,
  queryFn: ({ signal }) => apiRequest<Me>(customerApi.me, { signal }),
});

export function useAdminMe() {
  return useQuery(adminMeQuery);
}

/** PUT /api/auth/profile — name, display name, phone. */
export function useUpdateAdminProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminProfileUpdate) =>
      apiRequest<ProfileReply>(customerApi.profile, { method: 'PUT', body: input }),
    onSuccess: (reply) => queryClient.setQueryData(adminMeQuery.queryKey, reply.user),
  });
}

/** PUT /api/auth/change-password — answers a fresh token for this browser. */
export function useChangeAdminPassword() {
  return useMutation({
    mutationFn: (input: ChangePassword) =>
      apiRequest<ChangePasswordReply>(customerApi.changePassword, { method: 'PUT', body: input }),
  });
}
