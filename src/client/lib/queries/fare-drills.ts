import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import type { drillSummaryResponse } from '#shared/schemas/fares.ts';
import { apiGet } from '../api-client.ts';

/** Everything derived from fare drill answers sits under this key: a marked drill refreshes it all. */
export const FARES_KEY = ['fares'] as const;

/** GET /api/fares/summary: the learner's drill record, on the dashboard and the trainer. */
export const fareDrillSummaryQueryOptions = () =>
  queryOptions({
    queryKey: [...FARES_KEY, 'summary'],
    queryFn: ({ signal }) => apiGet<typeof drillSummaryResponse>(API.fareDrillSummary, signal),
  });

export function useFareDrillSummary(enabled = true) {
  return useQuery({ ...fareDrillSummaryQueryOptions(), enabled });
}
