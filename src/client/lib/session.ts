import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '#shared/schemas/auth.ts';
import { apiGet } from './api-client.ts';

/** GET /api/user: who is signed in (spec §7). Shared by every signed-in screen. */
export const userQueryOptions = () =>
  queryOptions({
    queryKey: ['user'],
    queryFn: ({ signal }) => apiGet<CurrentUser>('/api/user', signal),
  });

export function useUser() {
  return useQuery(userQueryOptions());
}
