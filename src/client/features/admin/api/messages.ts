import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import type { adminMessages, MessageFilter, okResponse } from '#shared/schemas/admin.ts';
import { apiFetch, apiGet, apiPost } from '#client/lib/api-client.ts';
import { ADMIN_KEY } from './admin-key.ts';

/** GET /api/admin/messages?page=&unhandled=: one page of contact messages, each with the replies sent. */
export const adminMessagesQueryOptions = (page: number, unhandled: MessageFilter) =>
  queryOptions({
    queryKey: [...ADMIN_KEY, 'messages', unhandled, page],
    queryFn: ({ signal }) => apiGet<typeof adminMessages>(`${API.adminMessages}?page=${page}&unhandled=${unhandled}`, signal),
  });

export function useAdminMessages(page: number, unhandled: MessageFilter) {
  // The page on screen stays while the next one loads, so the paging buttons do not jump.
  return useQuery({ ...adminMessagesQueryOptions(page, unhandled), placeholderData: keepPreviousData });
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
