import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiPost } from '#client/lib/api-client.ts';

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) => apiPost<{ ok: true }>('/api/user/password', input),
  });
}

/** Ends every session; the cache is cleared so nothing of the account stays in memory. */
export function useSignOutEverywhere() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => apiPost<{ ok: true }>('/api/user/sign-out-everywhere'), onSuccess: () => queryClient.clear() });
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (confirmUsername: string) => apiFetch<{ ok: true }>('/api/user', { method: 'DELETE', body: { confirmUsername } }),
    onSuccess: () => queryClient.clear(),
  });
}
