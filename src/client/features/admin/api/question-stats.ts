import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import type { adminQuestionStats } from '#shared/schemas/admin.ts';
import { apiGet } from '#client/lib/api-client.ts';
import { ADMIN_KEY } from './admin-key.ts';

/** GET /api/admin/question-stats: how each question performs in marked attempts, flagged ones first. */
export const adminQuestionStatsQueryOptions = () =>
  queryOptions({ queryKey: [...ADMIN_KEY, 'question-stats'], queryFn: ({ signal }) => apiGet<typeof adminQuestionStats>(API.adminQuestionStats, signal) });

export function useAdminQuestionStats() {
  return useQuery(adminQuestionStatsQueryOptions());
}
