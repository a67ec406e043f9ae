import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import type { reviewAnswerResponse } from '#shared/schemas/review.ts';
import { apiPost } from '#client/lib/api-client.ts';
import { LEARNING_KEY } from '#client/lib/queries/review-due.ts';

/** POST /api/review/:questionId/answer: marked on the server, with the right answer and why. */
export function answerReview(questionId: string, selected: number) {
  return apiPost<typeof reviewAnswerResponse>(API.reviewAnswer(questionId), { selected });
}

export function useAnswerReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, selected }: { questionId: string; selected: number }) => answerReview(questionId, selected),
    // The badge and readiness move with every answer.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LEARNING_KEY }),
  });
}
