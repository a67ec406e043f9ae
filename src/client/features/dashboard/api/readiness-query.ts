import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import type { readinessResponse } from '#shared/schemas/review.ts';
import { apiGet } from '#client/lib/api-client.ts';
import { LEARNING_KEY } from '#client/lib/queries/review-due.ts';

/** GET /api/readiness?county=: the chance of passing a fresh draw of each test and module. */
export const readinessQueryOptions = (county: string) =>
  queryOptions({
    queryKey: [...LEARNING_KEY, 'readiness', county],
    queryFn: ({ signal }) => apiGet<typeof readinessResponse>(`${API.readiness}?county=${encodeURIComponent(county)}`, signal),
  });

export function useReadiness(county: string, enabled = true) {
  return useQuery({ ...readinessQueryOptions(county), enabled });
}
