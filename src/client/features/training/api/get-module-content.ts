import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import type { moduleContentResponse } from '#shared/schemas/training.ts';
import type { VehicleType } from '#shared/vehicle-types.ts';
import { apiGet } from '#client/lib/api-client.ts';

export const moduleContentQueryOptions = (id: number, type: VehicleType) =>
  queryOptions({
    queryKey: ['module-content', id, type],
    queryFn: ({ signal }) => apiGet<typeof moduleContentResponse>(API.moduleContent(id, type), signal),
  });

export function useModuleContent(id: number, type: VehicleType, enabled: boolean) {
  return useQuery({ ...moduleContentQueryOptions(id, type), enabled });
}
