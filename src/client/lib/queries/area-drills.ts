import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import type { County } from '#shared/practice-tests.ts';
import type { areaDrillsResponse } from '#shared/schemas/area-drills.ts';
import { apiGet } from '#client/lib/api-client.ts';

/** GET /api/area-drills: a county's categories to drill, with sizes (issue 31 §4). */
export const areaDrillsQueryOptions = (county: County) =>
  queryOptions({
    queryKey: ['area-drills', county],
    queryFn: ({ signal }) => apiGet<typeof areaDrillsResponse>(API.areaDrills(county), signal),
    staleTime: Infinity,
  });

export function useAreaDrills(county: County) {
  return useQuery(areaDrillsQueryOptions(county));
}
