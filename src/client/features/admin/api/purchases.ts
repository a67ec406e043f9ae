import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import type { adminPurchases } from '#shared/schemas/admin.ts';
import { apiGet } from '#client/lib/api-client.ts';
import { ADMIN_KEY } from './admin-key.ts';

/** GET /api/admin/purchases: every purchase, newest first, and totals per plan per month. */
export const adminPurchasesQueryOptions = () =>
  queryOptions({ queryKey: [...ADMIN_KEY, 'purchases'], queryFn: ({ signal }) => apiGet<typeof adminPurchases>(API.adminPurchases, signal) });

export function useAdminPurchases() {
  return useQuery(adminPurchasesQueryOptions());
}
