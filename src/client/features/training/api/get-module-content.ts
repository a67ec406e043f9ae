import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import type { moduleContentResponse } from '#shared/schemas/training.ts';
import type { County } from '#shared/practice-tests.ts';
import type { VehicleType } from '#shared/vehicle-types.ts';
import { apiGet } from '#client/lib/api-client.ts';

/** `county`: module 12's county guide to open (issue 31); the server starts on the learner's own. */
export const moduleContentQueryOptions = (id: number, type: VehicleType, county?: County) =>
  queryOptions({
    queryKey: county ? ['module-content', id, type, county] : ['module-content', id, type],
    queryFn: ({ signal }) => apiGet<typeof moduleContentResponse>(API.moduleContent(id, type, county), signal),
  });

export function useModuleContent(id: number, type: VehicleType, enabled: boolean, county?: County) {
  return useQuery({ ...moduleContentQueryOptions(id, type, county), enabled });
}
