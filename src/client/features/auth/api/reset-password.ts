import { useMutation } from '@tanstack/react-query';
import { apiPost } from '#client/lib/api-client.ts';

export const resetPassword = (input: { token: string; password: string }) => apiPost<{ message: string }>('/api/reset-password', input);

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
