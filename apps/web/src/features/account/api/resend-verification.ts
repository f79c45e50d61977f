import { useMutation } from '@tanstack/react-query';
import type { EmailOnly, MessageReply } from '@shop/shared/auth';
import { apiRequest } from '../../../lib/api-client.ts';
import { customerApi } from '@shop/shared/customer-paths';

/** POST /api/auth/user/resend-verification — mails a new verification link. */
export function resendVerification(input: EmailOnly): Promise<MessageReply> {
  return apiRequest<MessageReply>(customerApi.resendVerification, { method: 'POST', body: input });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
