import { useMutation } from '@tanstack/react-query';
import type { ChangePassword, ChangePasswordReply } from '@shop/shared/account';
import { apiRequest } from '../../../lib/api-client.ts';
import { customerApi } from '@shop/shared/customer-paths';

/** PUT /api/auth/change-password — ends every other session and answers a fresh token for this one. */
export function changePassword(input: ChangePassword): Promise<ChangePasswordReply> {
  return apiRequest<ChangePasswordReply>(customerApi.changePassword, { method: 'PUT', body: input });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
