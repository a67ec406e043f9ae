import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ModuleContent } from '#shared/schemas/training.ts';
import type { VehicleType } from '#shared/vehicle-types.ts';
import { apiGet } from '#client/lib/api-client.ts';

export const moduleContentQueryOptions = (id: number, type: VehicleType) =>
  queryOptions({
    queryKey: ['module-content', id, type],
    queryFn: ({ signal }) => apiGet<ModuleContent>(`/api/content/modules/${id}?type=${type}`, signal),
  });

export function useModuleContent(id: number, type: VehicleType, enabled: boolean) {
  return useQuery({ ...moduleContentQueryOptions(id, type), enabled });
}
