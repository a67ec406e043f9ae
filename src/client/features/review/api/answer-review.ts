import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reviewOutcome, type ReviewSent } from '#client/lib/offline/review-outcomes.ts';
import { newAnswerId, queueAnswer, syncAnswers } from '#client/lib/offline/send-queued.ts';
import { LEARNING_KEY } from '#client/lib/queries/review-due.ts';

/**
 * Marked on the server, refused by it for good, or (not reached yet) kept on the device with its
 * id, to be marked when it is sent (issues 23, 32 §3).
 */
export type ReviewOutcome = ReviewSent | { kind: 'queued'; answerId: string };

interface Answer {
  user: string;
  questionId: string;
  selected: number;
}

/**
 * POST /api/review/:questionId/answer, through the device's answer queue: the answer is stored
 * on the phone before anything is sent, so a connection lost mid-send or the app closed straight
 * after loses nothing. Offline, nothing is tried; online, the queue is sent (older answers
 * first) and this answer's verdict read back. The route counts an answer once by its id, so a
 * resend is safe.
 */
export async function answerReview({ user, questionId, selected }: Answer): Promise<ReviewOutcome> {
  const answerId = newAnswerId();
  queueAnswer({ kind: 'review', id: answerId, user, answeredAt: new Date().toISOString(), questionId, selected });
  if (navigator.onLine) await syncAnswers(user);
  return reviewOutcome(answerId) ?? { kind: 'queued', answerId };
}

export function useAnswerReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerReview,
    // Never paused for want of a connection: offline is exactly when the answer must be kept at
    // once (a paused mutation showed "Checking..." for ever and kept nothing, issue 32 §3).
    networkMode: 'always',
    // The badge and readiness move with every marked answer.
    onSuccess: (outcome) => {
      if (outcome.kind === 'marked') void queryClient.invalidateQueries({ queryKey: LEARNING_KEY });
    },
  });
}
