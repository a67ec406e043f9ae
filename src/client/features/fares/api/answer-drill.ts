import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import type { drillAnswerResponse } from '#shared/schemas/fares.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { fareDrillSummaryQueryOptions } from '#client/lib/queries/fare-drills.ts';
import { drillSessionQueryOptions } from './drill-session.ts';

interface Answer {
  sessionId: string;
  position: number;
  answer: { selected: number } | { amount: number };
}

/** PUT /api/fares/drills/:id/answers/:position: marked on the server, with the worked answer. */
export function useAnswerDrill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionId, position, answer }: Answer) => apiFetch<typeof drillAnswerResponse>(API.fareDrillAnswer(sessionId, position), { method: 'PUT', body: answer }),
    onSuccess: (marked, { sessionId, position }) => {
      const { answered, right, total, ...mark } = marked;
      queryClient.setQueryData(drillSessionQueryOptions(sessionId).queryKey, (old) =>
        old ? { ...old, answered, right, total, drills: old.drills.map((d) => (d.position === position ? { ...d, mark } : d)) } : old,
      );
      void queryClient.invalidateQueries({ queryKey: fareDrillSummaryQueryOptions().queryKey });
    },
  });
}
