import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import type { ProgressRecord, progressListResponse, progressRecord } from '#shared/schemas/training.ts';
import { apiGet, apiPost } from '../api-client.ts';

/** GET/POST /api/training/progress (spec §7); used by training, the reader and the dashboard. */
export const progressQueryOptions = () =>
  queryOptions({ queryKey: ['training-progress'], queryFn: ({ signal }) => apiGet<typeof progressListResponse>(API.trainingProgress, signal) });

export function useProgress(enabled = true) {
  return useQuery({ ...progressQueryOptions(), enabled });
}

export function useSaveProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (record: ProgressRecord) => apiPost<typeof progressRecord>(API.trainingProgress, record),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: progressQueryOptions().queryKey }),
  });
}

export function completedModuleIds(records: readonly ProgressRecord[] | undefined, vehicleType: string): Set<number> {
  return new Set((records ?? []).filter((r) => r.vehicleType === vehicleType && r.isCompleted).map((r) => r.moduleId));
}
