import { useMutation } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import type { messageResponse } from '#shared/schemas/auth.ts';
import { apiPost } from '#client/lib/api-client.ts';

export const resetPassword = (input: { token: string; password: string }) => apiPost<typeof messageResponse>(API.resetPassword, input);

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
