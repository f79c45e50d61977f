import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminMessageList } from '@shop/shared/admin';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminApi } from '@shop/shared/admin-paths';

/** GET /api/admin/messages?page — contact messages, newest first, with the unread count. */
export function fetchMessages(page: number, signal?: AbortSignal) {
  return apiRequest<AdminMessageList>(adminApi.messages({ page, limit: 20 }), { signal });
}

export function useMessages(page: number) {
  return useQuery({
    queryKey: ['admin', 'messages', page] as const,
    queryFn: ({ signal }) => fetchMessages(page, signal),
  });
}

/** PUT /api/admin/messages/{id}/read. */
export function markMessageRead(id: string) {
  return apiRequest<unknown>(adminApi.messageRead(id), { method: 'PUT' });
}

export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markMessageRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'messages'] }),
  });
}
