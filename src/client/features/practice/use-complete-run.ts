import { useRef } from 'react';
import { isPass, percent } from '#shared/scoring.ts';
import type { VehicleType } from '#shared/vehicle-types.ts';
import { useSaveResult } from '#client/lib/queries/practice-results.ts';
import { notify, notifyError } from '#client/lib/toast.ts';
import { scoreOf, type PracticeRun, type RunOutcome } from './practice-run.ts';

/**
 * Spec §4: on ending, score the run, save it and show the results. Spec §8: a failed save shows
 * the destructive toast and the completion step does not run, so the run stays open to retry.
 */
export function useCompleteRun(vehicleType: VehicleType, onFinished: (outcome: RunOutcome) => void) {
  const save = useSaveResult();
  // A ref, not the mutation state: a click and the timer can both land before a re-render.
  const saving = useRef(false);

  const complete = (run: PracticeRun) => {
    if (saving.current) return;
    saving.current = true;
    const score = scoreOf(run);
    const total = run.questions.length;
    const endedAt = Math.min(Date.now(), run.deadline);
    save.mutate(
      {
        testId: run.test.id,
        testType: run.test.title,
        vehicleType,
        score,
        totalQuestions: total,
        dateTaken: new Date().toISOString(),
        answers: run.questions.map((q, i) => {
          const selected = run.answers[i] ?? null;
          return { questionId: q.id, selected, correct: selected === q.correctAnswer };
        }),
      },
      {
        onSuccess: () => {
          const passed = isPass(score, total);
          notify(passed ? 'Test Passed!' : 'Test Completed', `You scored ${score} out of ${total} (${percent(score, total)}%)${passed ? ' - Congratulations!' : ''}`);
          onFinished({ run, score, timeSpentSeconds: Math.max(0, Math.round((endedAt - run.startedAt) / 1000)) });
        },
        onError: () => notifyError('Error', 'Failed to save test results.'),
        onSettled: () => {
          saving.current = false;
        },
      },
    );
  };

  return { complete, isSaving: save.isPending };
}
