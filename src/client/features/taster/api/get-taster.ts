import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import type { tasterResponse } from '#shared/schemas/taster.ts';
import { apiGet } from '#client/lib/api-client.ts';

/** GET /api/taster: the free sample page and questions, without their keys (issue 32 §7). */
export const tasterQueryOptions = () =>
  queryOptions({ queryKey: ['taster'], queryFn: ({ signal }) => apiGet<typeof tasterResponse>(API.taster, signal), staleTime: Infinity });

export function useTaster() {
  return useQuery(tasterQueryOptions());
}
