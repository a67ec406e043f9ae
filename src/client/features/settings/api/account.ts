import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountDetails, CurrentUser } from '#shared/schemas/auth.ts';
import type { VehicleType } from '#shared/vehicle-types.ts';
import { apiFetch, apiGet } from '#client/lib/api-client.ts';
import { userQueryOptions } from '#client/lib/session.ts';

export const accountQueryOptions = () =>
  queryOptions({ queryKey: ['account'], queryFn: ({ signal }) => apiGet<AccountDetails>('/api/user/account', signal) });

export function useAccount() {
  return useQuery(accountQueryOptions());
}

/** PATCH /api/user: the user and account refresh, and every screen follows the new type. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { vehicleType?: VehicleType; email?: string }) => apiFetch<CurrentUser>('/api/user', { method: 'PATCH', body: change }),
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryOptions().queryKey, user);
      return queryClient.invalidateQueries({ queryKey: accountQueryOptions().queryKey });
    },
  });
}
