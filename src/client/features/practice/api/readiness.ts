import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import type { readinessResponse } from '#shared/schemas/review.ts';
import { apiGet } from '#client/lib/api-client.ts';
import { LEARNING_KEY } from '#client/lib/queries/review-due.ts';

/**
 * GET /api/readiness?county=, read here only for its modules, weakest first (issue 32 §6). The
 * dashboard's fetcher lives in its own feature; the key is the same, so the two share one answer
 * and both refresh with every marked answer.
 */
export const readinessQueryOptions = (county: string) =>
  queryOptions({
    queryKey: [...LEARNING_KEY, 'readiness', county],
    queryFn: ({ signal }) => apiGet<typeof readinessResponse>(`${API.readiness}?county=${encodeURIComponent(county)}`, signal),
  });

export function useReadiness(county: string) {
  return useQuery(readinessQueryOptions(county));
}
