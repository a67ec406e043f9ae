import { useMutation } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import type { RegisterFormInput, userResponse } from '#shared/schemas/auth.ts';
import { apiPost } from '#client/lib/api-client.ts';

/** confirmPassword and acceptTerms stay in the form (spec §7). */
export const register = ({ username, email, password, vehicleType, county }: Omit<RegisterFormInput, 'confirmPassword' | 'acceptTerms'>) =>
  apiPost<typeof userResponse>(API.register, { username, email, password, vehicleType, ...(county ? { county } : {}) });

export function useRegister() {
  return useMutation({ mutationFn: register });
}
