import { useMutation } from '@tanstack/react-query';
import type { EmailOnly, MessageReply } from '@shop/shared/auth';
import { apiRequest } from '../../../lib/api-client.ts';
import { customerApi } from '@shop/shared/customer-paths';

/** POST /api/auth/forgot-password — the same answer for every email; mails the reset link. */
export function forgotPassword(input: EmailOnly): Promise<MessageReply> {
  return apiRequest<MessageReply>(customerApi.forgotPassword, { method: 'POST', body: input });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
