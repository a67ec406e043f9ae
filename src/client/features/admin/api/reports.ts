import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { API } from '#shared/api-paths.ts';
import type { adminReports, resolveResponse, resolveSchema } from '#shared/schemas/admin.ts';
import { apiGet, apiPost } from '#client/lib/api-client.ts';
import { ADMIN_KEY } from './admin-key.ts';

/** GET /api/admin/reports: learners' question reports grouped by question, open ones first. */
export const adminReportsQueryOptions = () =>
  queryOptions({ queryKey: [...ADMIN_KEY, 'reports'], queryFn: ({ signal }) => apiGet<typeof adminReports>(API.adminReports, signal) });

export function useAdminReports() {
  return useQuery(adminReportsQueryOptions());
}

/** POST resolve: closes every open report on the question with one resolution and note. */
export function useResolveReports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, ...input }: z.input<typeof resolveSchema> & { questionId: string }) => apiPost<typeof resolveResponse>(API.adminReportResolve(questionId), input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}
