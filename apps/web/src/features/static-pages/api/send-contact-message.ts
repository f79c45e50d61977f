import { useMutation } from '@tanstack/react-query';
import type { ContactMessage } from '@shop/shared/contact';
import { apiRequest } from '../../../lib/api-client.ts';
import { customerApi } from '@shop/shared/customer-paths';

type ContactReply = { message: string };

/** POST /api/contact: stores the message and mails it to the shop. */
export function sendContactMessage(input: ContactMessage): Promise<ContactReply> {
  return apiRequest<ContactReply>(customerApi.contact, { method: 'POST', body: input });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
