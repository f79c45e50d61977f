import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminMessage, AnswerMessage } from '@shop/shared/admin';
import { adminApi } from '@shop/shared/admin-paths';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/admin/messages/{id}/replies: mailed to the sender, answered with the thread as it now is. */
export function replyToMessage(id: string, input: AnswerMessage) {
  return apiRequest<AdminMessage>(adminApi.messageReplies(id), { method: 'POST', body: input });
}

export function useReplyToMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AnswerMessage) => replyToMessage(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'messages'] }),
  });
}
