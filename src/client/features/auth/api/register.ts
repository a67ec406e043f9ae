import { useMutation } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import type { RegisterInput, userResponse } from '#shared/schemas/auth.ts';
import { apiPost } from '#client/lib/api-client.ts';

/** confirmPassword and acceptTerms stay in the form (spec §7). */
export const register = ({ username, email, password, vehicleType }: RegisterInput) =>
  apiPost<typeof userResponse>(API.register, { username, email, password, vehicleType });

export function useRegister() {
  return useMutation({ mutationFn: register });
}
