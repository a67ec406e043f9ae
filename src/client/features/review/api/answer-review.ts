import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import type { reviewAnswerResponse } from '#shared/schemas/review.ts';
import type { z } from 'zod';
import { apiPost } from '#client/lib/api-client.ts';
import { newAnswerId, queueAnswer } from '#client/lib/offline/send-queued.ts';
import { isNetworkFailure } from '#client/lib/offline/use-online.ts';
import { LEARNING_KEY } from '#client/lib/queries/review-due.ts';

export type ReviewVerdict = z.output<typeof reviewAnswerResponse>;
/** Marked on the server, or (no connection) kept on the device to be marked later (issue 23). */
export type ReviewOutcome = (ReviewVerdict & { queued?: false }) | { queued: true };

interface Answer {
  user: string;
  questionId: string;
  selected: number;
}

/**
 * POST /api/review/:questionId/answer: marked on the server, with the right answer and why. The
 * answer's id and time go with it, so the offline queue can send it again safely.
 */
export async function answerReview({ user, questionId, selected }: Answer): Promise<ReviewOutcome> {
  const answerId = newAnswerId();
  const answeredAt = new Date().toISOString();
  try {
    return await apiPost<typeof reviewAnswerResponse>(API.reviewAnswer(questionId), { selected, answerId, answeredAt });
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    queueAnswer({ kind: 'review', id: answerId, user, answeredAt, questionId, selected });
    return { queued: true };
  }
}

export function useAnswerReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerReview,
    // The badge and readiness move with every marked answer.
    onSuccess: (outcome) => {
      if (!outcome.queued) void queryClient.invalidateQueries({ queryKey: LEARNING_KEY });
    },
  });
}
