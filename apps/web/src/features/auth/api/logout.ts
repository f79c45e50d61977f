import type { MessageReply } from '@shop/shared/auth';
import { apiRequest } from '../../../lib/api-client.ts';
import { api } from '@shop/shared/paths';

/** POST /api/auth/logout — ends the session on the server too: the token stops working everywhere. */
export function logoutOnServer(): Promise<MessageReply> {
  return apiRequest<MessageReply>(api.logout, { method: 'POST' });
}
