import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import type { County } from '#shared/practice-tests.ts';
import type { mapDrillAnswerResponse, mapDrillSessionResponse, MapDrillMode, OptionKey, placesResponse } from '#shared/schemas/places.ts';
import { apiFetch, apiGet, apiPost } from '#client/lib/api-client.ts';
import { LEARNING_KEY } from '#client/lib/queries/review-due.ts';

const MAPS_KEY = ['maps'] as const;

/** GET /api/places: a county's study map (paid). The places change only with a new release. */
export const placesQueryOptions = (county: County) =>
  queryOptions({
    queryKey: [...MAPS_KEY, 'places', county],
    queryFn: ({ signal }) => apiGet<typeof placesResponse>(API.places(county), signal),
    staleTime: Infinity,
  });

export function usePlaces(county: County) {
  return useQuery(placesQueryOptions(county));
}

export const mapDrillQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...MAPS_KEY, 'drill', id],
    queryFn: ({ signal }) => apiGet<typeof mapDrillSessionResponse>(API.mapDrill(id), signal),
    // Answers are merged in as they are marked; the session never changes on the server otherwise.
    staleTime: Infinity,
  });

export function useMapDrill(id: string) {
  return useQuery(mapDrillQueryOptions(id));
}

/** POST /api/map-drills: a new session of five, put straight into the cache. */
export function useStartMapDrill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (start: { county: County; mode: MapDrillMode; group?: string | undefined }) => apiPost<typeof mapDrillSessionResponse>(API.mapDrills, start),
    onSuccess: (session) => queryClient.setQueryData(mapDrillQueryOptions(session.id).queryKey, session),
  });
}

/** PUT /api/map-drills/:id/answers/:position: marked on the server; review and readiness change with it. */
export function useAnswerMapDrill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionId, position, option }: { sessionId: string; position: number; option: OptionKey }) =>
      apiFetch<typeof mapDrillAnswerResponse>(API.mapDrillAnswer(sessionId, position), { method: 'PUT', body: { option } }),
    onSuccess: (marked, { sessionId, position }) => {
      const { answered, right, total, ...mark } = marked;
      queryClient.setQueryData(mapDrillQueryOptions(sessionId).queryKey, (old) =>
        old ? { ...old, answered, right, total, drills: old.drills.map((d) => (d.position === position ? { ...d, mark } : d)) } : old,
      );
      void queryClient.invalidateQueries({ queryKey: LEARNING_KEY });
    },
  });
}
