import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ApiError } from '#shared/api-error.ts';
import type { AttemptView } from '#shared/schemas/attempts.ts';
import { percent } from '#shared/scoring.ts';
import { openAttemptsQueryOptions } from '#client/lib/queries/open-attempts.ts';
import { resultsQueryOptions } from '#client/lib/queries/practice-results.ts';
import { LEARNING_KEY } from '#client/lib/queries/review-due.ts';
import { notify, notifyError } from '#client/lib/toast.ts';
import { attemptQueryKey, fetchAttempt, holdAttempt, type HeldAttempt } from './api/attempt-query.ts';
import type { AnswerValue } from './api/save-answer.ts';
import { submitAttempt } from './api/submit-attempt.ts';
import { answerAt } from './attempt-state.ts';
import { useAnswerSaver, type OfflineQueueing } from './use-answer-saver.ts';

const SAVE_FAILED = 'Failed to save test results.';

/**
 * What a runner can do with a held attempt: save answers as they are chosen, end a part or the
 * test on the server, and show the marked result as soon as the server marks it (spec §4:
 * history refresh, toast).
 */
export function useAttemptActions(id: string, offline?: OfflineQueueing) {
  const queryClient = useQueryClient();
  const marked = useRef<AttemptView | null>(null);
  const busy = useRef(false);
  const [working, setWorking] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const held = () => queryClient.getQueryData<HeldAttempt>(attemptQueryKey(id));
  const show = (view: AttemptView) => queryClient.setQueryData(attemptQueryKey(id), holdAttempt(view));

  async function finish(view: AttemptView): Promise<void> {
    const result = view.result;
    show(view);
    if (!result) return;
    marked.current = view;
    // The server's mark is the result (issue 28 §5): it shows at once and the history refreshes;
    // nothing waits on the spec's POST /api/practice-tests, which records nothing more.
    const p = percent(result.score, result.total);
    notify(result.passed ? 'Test Passed!' : 'Test Completed', `You scored ${result.score} out of ${result.total} (${p}%)${result.passed ? ' - Congratulations!' : ''}`);
    void queryClient.invalidateQueries({ queryKey: resultsQueryOptions().queryKey });
    void queryClient.invalidateQueries({ queryKey: openAttemptsQueryOptions().queryKey });
    // Every marked answer moves the learner's memory: the review badge and readiness follow.
    void queryClient.invalidateQueries({ queryKey: LEARNING_KEY });
  }

  /** The server has moved on (submitted elsewhere, or out of time): take its view. */
  async function resync(): Promise<void> {
    let fresh: AttemptView;
    try {
      fresh = await fetchAttempt(id);
    } catch {
      notifyError('Error', 'Failed to load the test. Please try again.');
      return;
    }
    await finish(fresh);
  }

  async function guarded(work: () => Promise<void>): Promise<void> {
    if (busy.current) return;
    busy.current = true;
    setWorking(true);
    try {
      await work();
    } finally {
      busy.current = false;
      setWorking(false);
    }
  }

  const saver = useAnswerSaver(
    id,
    (message) => {
      setNotice(message);
      void guarded(resync);
    },
    offline,
  );

  /** Ends the test, or with `part` just that part of the simulator. */
  const complete = (part?: number) =>
    guarded(async () => {
      if (marked.current) return finish(marked.current);
      const flushed = await saver.flush();
      if (flushed === 'conflict') return resync();
      if (flushed === 'queued') {
        notifyError('You are offline', 'Your answers are saved on this device. Complete the quiz when you are back online.');
        return;
      }
      if (flushed === 'failed') {
        notifyError('Error', SAVE_FAILED);
        return;
      }
      let view: AttemptView;
      try {
        view = await submitAttempt(id, part);
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) return resync();
        notifyError('Error', SAVE_FAILED);
        return;
      }
      await finish(view);
    });

  /** Records a choice or a flag at once and queues it for the server. */
  const answer = (position: number, patch: Partial<AnswerValue>) => {
    const current = held();
    if (!current) return;
    const before = answerAt(current.view, position);
    const value: AnswerValue = { selected: patch.selected === undefined ? before.selected : patch.selected, flagged: patch.flagged ?? before.flagged };
    queryClient.setQueryData<HeldAttempt>(attemptQueryKey(id), (old) =>
      old ? { ...old, view: { ...old.view, answers: old.view.answers.map((a) => (a.position === position ? { ...a, ...value } : a)) } } : old,
    );
    saver.save(position, value);
  };

  return { answer, complete, working, notice, saveState: saver.state, retrySave: () => void saver.flush() };
}

export type AttemptControls = ReturnType<typeof useAttemptActions>;
