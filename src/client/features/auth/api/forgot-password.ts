import { useMutation } from '@tanstack/react-query';
import { apiPost } from '#client/lib/api-client.ts';

export const forgotPassword = (input: { email: string }) => apiPost<{ message: string }>('/api/forgot-password', input);

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
