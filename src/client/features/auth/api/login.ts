import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import type { LoginInput, userResponse } from '#shared/schemas/auth.ts';
import { apiPost } from '#client/lib/api-client.ts';
import { userQueryOptions } from '#client/lib/session.ts';

export const login = (input: LoginInput) => apiPost<typeof userResponse>(API.login, input);

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => queryClient.setQueryData(userQueryOptions().queryKey, user),
  });
}
