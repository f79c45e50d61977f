import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileReply, ProfileUpdate } from '@shop/shared/account';
import { apiRequest } from '../../../lib/api-client.ts';
import { meQuery } from './get-me.ts';
import { customerApi } from '@shop/shared/customer-paths';

/** PUT /api/auth/profile — name, display name and phone, all required. */
export function updateProfile(input: ProfileUpdate): Promise<ProfileReply> {
  return apiRequest<ProfileReply>(customerApi.profile, { method: 'PUT', body: input });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (reply) => queryClient.setQueryData(meQuery.queryKey, reply.user),
  });
}
