import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import type { drillSessionResponse, FareDrillStyle } from '#shared/schemas/fares.ts';
import { apiGet, apiPost } from '#client/lib/api-client.ts';
import { FARES_KEY } from '#client/lib/queries/fare-drills.ts';

/** GET /api/fares/drills/:id: a session with the marks given so far (a reload resumes it). */
export const drillSessionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...FARES_KEY, 'session', id],
    queryFn: ({ signal }) => apiGet<typeof drillSessionResponse>(API.fareDrill(id), signal),
    // Answers are merged in as they are marked; the session never changes on the server otherwise.
    staleTime: Infinity,
  });

export function useDrillSession(id: string) {
  return useQuery(drillSessionQueryOptions(id));
}

/** POST /api/fares/drills: a new session of ten, put straight into the cache. */
export function useStartDrill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answerStyle: FareDrillStyle) => apiPost<typeof drillSessionResponse>(API.fareDrills, { answerStyle }),
    onSuccess: (session) => queryClient.setQueryData(drillSessionQueryOptions(session.id).queryKey, session),
  });
}

