import { useMutation } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import type { messageResponse } from '#shared/schemas/auth.ts';
import { apiPost } from '#client/lib/api-client.ts';

export const forgotPassword = (input: { email: string }) => apiPost<typeof messageResponse>(API.forgotPassword, input);

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
