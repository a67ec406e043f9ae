import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import type { okResponse } from '#shared/schemas/auth.ts';
import { apiGet } from '#client/lib/api-client.ts';

export const logout = () => apiGet<typeof okResponse>(API.logout);

/** Clears every cached query: nothing of the last user stays in memory. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: logout, onSettled: () => queryClient.clear() });
}
