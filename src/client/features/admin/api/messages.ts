import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import type { adminMessages, okResponse } from '#shared/schemas/admin.ts';
import { apiFetch, apiGet, apiPost } from '#client/lib/api-client.ts';
import { ADMIN_KEY } from './admin-key.ts';

/** GET /api/admin/messages: contact messages, newest first, each with the replies sent. */
export const adminMessagesQueryOptions = () =>
  queryOptions({ queryKey: [...ADMIN_KEY, 'messages'], queryFn: ({ signal }) => apiGet<typeof adminMessages>(API.adminMessages, signal) });

export function useAdminMessages() {
  return useQuery(adminMessagesQueryOptions());
}

/** POST a reply: the server emails it, stores it and marks the message handled. */
export function useReplyToMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: string }) => apiPost<typeof okResponse>(API.adminMessageReply(id), { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}

/** PUT handled or not, without replying (answered by phone, or spam). */
export function useSetMessageHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: number; handled: boolean }) => apiFetch<typeof okResponse>(API.adminMessageHandled(id), { method: 'PUT', body: { handled } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}
