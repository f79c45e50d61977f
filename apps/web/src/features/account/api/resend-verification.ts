import { useMutation } from '@tanstack/react-query';
import type { EmailOnly, MessageReply } from '@shop/shared/auth';
import { apiRequest } from '../../../lib/api-client.ts';
import { api } from '@shop/shared/paths';

/** POST /api/auth/user/resend-verification — mails a new verification link. */
export function resendVerification(input: EmailOnly): Promise<MessageReply> {
  return apiRequest<MessageReply>(api.resendVerification, { method: 'POST', body: input });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
