import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import type { adminLearners } from '#shared/schemas/admin.ts';
import { apiGet } from '#client/lib/api-client.ts';
import { ADMIN_KEY } from './admin-key.ts';

/** GET /api/admin/learners?q=: learners whose username or email contains the term (all, newest first, when empty). */
export const adminLearnersQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...ADMIN_KEY, 'learners', q],
    queryFn: ({ signal }) => apiGet<typeof adminLearners>(`${API.adminLearners}?q=${encodeURIComponent(q)}`, signal),
  });

export function useAdminLearners(q: string) {
  // The last results stay on screen while a new search loads.
  return useQuery({ ...adminLearnersQueryOptions(q), placeholderData: keepPreviousData });
}
