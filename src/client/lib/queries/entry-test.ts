import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import type { okResponse } from '#shared/schemas/auth.ts';
import type { entryTestStatusResponse, SittingInput } from '#shared/schemas/entry-test.ts';
import { apiFetch, apiGet, apiPost } from '../api-client.ts';

/** The Entry Test tracker (GET/POST /api/entry-test/sittings); used by the dashboard and the practice tests page. */
export const entryTestQueryOptions = () =>
  queryOptions({ queryKey: ['entry-test'], queryFn: ({ signal }) => apiGet<typeof entryTestStatusResponse>(API.entryTestSittings, signal) });

export function useEntryTest(enabled = true) {
  return useQuery({ ...entryTestQueryOptions(), enabled });
}

export function useRecordSitting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SittingInput) => apiPost<typeof entryTestStatusResponse>(API.entryTestSittings, input),
    onSuccess: (tracker) => queryClient.setQueryData(entryTestQueryOptions().queryKey, tracker),
  });
}

export function useDeleteSitting() {
  const queryClient = useQueryClient();
  return useMutation({
    // The server takes mutations with a JSON content type only, so an empty JSON body goes with it.
    mutationFn: (id: number) => apiFetch<typeof okResponse>(API.entryTestSitting(id), { method: 'DELETE', body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: entryTestQueryOptions().queryKey }),
  });
}
