import { useMutation } from '@tanstack/react-query';
import type { CurrentUser, RegisterInput } from '#shared/schemas/auth.ts';
import { apiPost } from '#client/lib/api-client.ts';

/** confirmPassword and acceptTerms stay in the form (spec §7). */
export const register = ({ username, email, password, vehicleType }: RegisterInput) =>
  apiPost<CurrentUser>('/api/register', { username, email, password, vehicleType });

export function useRegister() {
  return useMutation({ mutationFn: register });
}
