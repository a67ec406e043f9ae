import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { API } from '#shared/api-paths.ts';
import type { accountResponse, updateUserSchema, userResponse } from '#shared/schemas/auth.ts';
import { apiFetch, apiGet } from '#client/lib/api-client.ts';
import { userQueryOptions } from '#client/lib/session.ts';

export const accountQueryOptions = () =>
  queryOptions({ queryKey: ['account'], queryFn: ({ signal }) => apiGet<typeof accountResponse>(API.userAccount, signal) });

export function useAccount() {
  return useQuery(accountQueryOptions());
}

/** PATCH /api/user: the user and account refresh, and every screen follows the new type. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: z.input<typeof updateUserSchema>) => apiFetch<typeof userResponse>(API.user, { method: 'PATCH', body: change }),
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryOptions().queryKey, user);
      return queryClient.invalidateQueries({ queryKey: accountQueryOptions().queryKey });
    },
  });
}
