import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { API } from '#shared/api-paths.ts';
import type { changePasswordSchema, deleteAccountSchema, okResponse } from '#shared/schemas/auth.ts';
import { apiFetch, apiPost } from '#client/lib/api-client.ts';

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: z.input<typeof changePasswordSchema>) => apiPost<typeof okResponse>(API.userPassword, input),
  });
}

/** Ends every session; the cache is cleared so nothing of the account stays in memory. */
export function useSignOutEverywhere() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => apiPost<typeof okResponse>(API.userSignOutEverywhere), onSuccess: () => queryClient.clear() });
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.input<typeof deleteAccountSchema>) => apiFetch<typeof okResponse>(API.user, { method: 'DELETE', body: input }),
    onSuccess: () => queryClient.clear(),
  });
}
