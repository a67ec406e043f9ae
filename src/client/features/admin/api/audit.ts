import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import type { adminAudit } from '#shared/schemas/admin.ts';
import { apiGet } from '#client/lib/api-client.ts';
import { ADMIN_KEY } from './admin-key.ts';

/** GET /api/admin/audit: every owner's action, newest first. */
export const adminAuditQueryOptions = () =>
  queryOptions({ queryKey: [...ADMIN_KEY, 'audit'], queryFn: ({ signal }) => apiGet<typeof adminAudit>(API.adminAudit, signal) });

export function useAdminAudit() {
  return useQuery(adminAuditQueryOptions());
}
