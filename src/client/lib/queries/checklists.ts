import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { buildChecklist, checklistPercent } from '#shared/checklists.ts';
import { API } from '#shared/api-paths.ts';
import type { ChecklistRecord, checklistRecord, checklistsResponse } from '#shared/schemas/checklists.ts';
import type { ReferenceData } from '#shared/schemas/reference.ts';
import type { VehicleType } from '#shared/vehicle-types.ts';
import { apiGet, apiPost } from '../api-client.ts';

/** GET/POST /api/checklists (spec §7); used by the checklists screen and the dashboard. */
export const checklistsQueryOptions = () =>
  queryOptions({ queryKey: ['checklists'], queryFn: ({ signal }) => apiGet<typeof checklistsResponse>(API.checklists, signal) });

export function useChecklists() {
  return useQuery(checklistsQueryOptions());
}

export function useSaveChecklist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (record: ChecklistRecord) => apiPost<typeof checklistRecord>(API.checklists, record),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checklistsQueryOptions().queryKey }),
  });
}

/** Share of all driver and vehicle items done for a vehicle type, from saved checklists. */
export function checklistCompletion(records: readonly ChecklistRecord[] | undefined, reference: ReferenceData | undefined, type: VehicleType) {
  if (!reference) return { done: 0, total: 0, percent: 0 };
  const items = (['driver', 'vehicle'] as const).flatMap((list) =>
    buildChecklist(reference.checklists[list], type, records?.find((r) => r.checklistType === list && r.vehicleType === type)?.items),
  );
  return { done: items.filter((i) => i.isCompleted).length, total: items.length, percent: checklistPercent(items) };
}
