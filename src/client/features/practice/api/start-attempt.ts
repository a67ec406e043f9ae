import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import type { StartAttemptInput, attemptView } from '#shared/schemas/attempts.ts';
import { apiPost } from '#client/lib/api-client.ts';
import { openAttemptsQueryOptions } from '#client/lib/queries/open-attempts.ts';
import { attemptQueryKey, holdAttempt } from './attempt-query.ts';

/** POST /api/attempts: the server draws the questions and starts the clock (spec §4: retake reshuffles). */
export function startAttempt(input: StartAttemptInput) {
  return apiPost<typeof attemptView>(API.attempts, input);
}

export function useStartAttempt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startAttempt,
    onSuccess: (view) => {
      queryClient.setQueryData(attemptQueryKey(view.id), holdAttempt(view));
      void queryClient.invalidateQueries({ queryKey: openAttemptsQueryOptions().queryKey });
    },
  });
}
