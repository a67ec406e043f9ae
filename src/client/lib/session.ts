import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import type { userResponse } from '#shared/schemas/auth.ts';
import { apiGet } from './api-client.ts';

/** GET /api/user: who is signed in (spec §7). Shared by every signed-in screen. */
export const userQueryOptions = () =>
  queryOptions({
    queryKey: ['user'],
    queryFn: ({ signal }) => apiGet<typeof userResponse>(API.user, signal),
  });

export function useUser() {
  return useQuery(userQueryOptions());
}
