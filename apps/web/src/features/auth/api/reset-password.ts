import { useMutation } from '@tanstack/react-query';
import type { MessageReply, ResetPassword } from '@shop/shared/auth';
import { apiRequest } from '../../../lib/api-client.ts';
import { customerApi } from '@shop/shared/customer-paths';

/** POST /api/auth/reset-password — 400 'Invalid reset token' / 'Reset token has expired' for a rejected link. */
export function resetPassword(input: ResetPassword): Promise<MessageReply> {
  return apiRequest<MessageReply>(customerApi.resetPassword, { method: 'POST', body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
