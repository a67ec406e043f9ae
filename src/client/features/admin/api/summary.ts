import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import type { adminSummary } from '#shared/schemas/admin.ts';
import { apiGet } from '#client/lib/api-client.ts';
import { ADMIN_KEY } from './admin-key.ts';

/** GET /api/admin/summary: the open counts on the Overview tab. */
export const adminSummaryQueryOptions = () =>
  queryOptions({ queryKey: [...ADMIN_KEY, 'summary'], queryFn: ({ signal }) => apiGet<typeof adminSummary>(API.adminSummary, signal) });

export function useAdminSummary() {
  return useQuery(adminSummaryQueryOptions());
}
