import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import type { LoginInput, userResponse } from '#shared/schemas/auth.ts';
import { apiPost } from '#client/lib/api-client.ts';
import { clearSignOutPending, settlePendingSignOut } from '#client/lib/offline/pending-sign-out.ts';
import { userQueryOptions } from '#client/lib/session.ts';

/**
 * A sign-out still pending (issue 27) is sent first, so its answer can never clear the new
 * session's cookie; once signed in, the new cookie has replaced the old one and nothing is pending.
 */
export async function login(input: LoginInput) {
  await settlePendingSignOut();
  const user = await apiPost<typeof userResponse>(API.login, input);
  clearSignOutPending();
  return user;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => queryClient.setQueryData(userQueryOptions().queryKey, user),
  });
}
