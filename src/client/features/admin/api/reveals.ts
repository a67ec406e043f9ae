import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import type { adminReveals } from '#shared/schemas/admin.ts';
import { apiGet } from '#client/lib/api-client.ts';
import { ADMIN_KEY } from './admin-key.ts';

/** GET /api/admin/reveals: learners near today's cap on distinct questions shown. */
export const adminRevealsQueryOptions = () =>
  queryOptions({ queryKey: [...ADMIN_KEY, 'reveals'], queryFn: ({ signal }) => apiGet<typeof adminReveals>(API.adminReveals, signal) });

export function useAdminReveals() {
  return useQuery(adminRevealsQueryOptions());
}
