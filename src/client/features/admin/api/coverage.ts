import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import type { coverageReport } from '#shared/schemas/coverage.ts';
import { apiGet } from '#client/lib/api-client.ts';
import { ADMIN_KEY } from './admin-key.ts';

/** GET /api/admin/coverage: the syllabus coverage of the course as built (issue 29). */
export const adminCoverageQueryOptions = () =>
  queryOptions({ queryKey: [...ADMIN_KEY, 'coverage'], queryFn: ({ signal }) => apiGet<typeof coverageReport>(API.adminCoverage, signal) });

export function useAdminCoverage() {
  return useQuery(adminCoverageQueryOptions());
}
