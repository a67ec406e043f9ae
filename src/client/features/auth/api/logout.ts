import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet } from '#client/lib/api-client.ts';

export const logout = () => apiGet<{ ok: true }>('/api/logout');

/** Clears every cached query: nothing of the last user stays in memory. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: logout, onSettled: () => queryClient.clear() });
}
