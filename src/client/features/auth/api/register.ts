import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import type { RegisterFormInput, userResponse } from '#shared/schemas/auth.ts';
import { apiPost } from '#client/lib/api-client.ts';
import { clearSignOutPending, settlePendingSignOut } from '#client/lib/offline/pending-sign-out.ts';
import { userQueryOptions } from '#client/lib/session.ts';

/**
 * confirmPassword and acceptTerms stay in the form (spec §7). Registering signs the learner in
 * (issue 32 §9), so a pending sign-out is settled first, as login does (issue 27).
 */
export async function register({ username, email, password, vehicleType, county }: Omit<RegisterFormInput, 'confirmPassword' | 'acceptTerms'>) {
  await settlePendingSignOut();
  const user = await apiPost<typeof userResponse>(API.register, { username, email, password, vehicleType, ...(county ? { county } : {}) });
  clearSignOutPending();
  return user;
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => queryClient.setQueryData(userQueryOptions().queryKey, user),
  });
}
