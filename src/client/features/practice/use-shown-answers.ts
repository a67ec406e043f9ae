import { useState } from 'react';
import type { AttemptView } from '#shared/schemas/attempts.ts';
import type { AnswerValue } from './api/save-answer.ts';
import type { AttemptControls } from './use-attempt-actions.ts';

/**
 * The answers as the runner shows them. A choice is shown in the same render as the click (a
 * controlled radio that waits for the query cache's deferred notification flips back for a
 * moment); whenever the cached view changes, it is taken as it stands.
 */
export function useShownAnswers(view: AttemptView, controls: AttemptControls) {
  const [seen, setSeen] = useState(view.answers);
  const [answers, setAnswers] = useState(view.answers);
  if (view.answers !== seen) {
    setSeen(view.answers);
    setAnswers(view.answers);
  }
  const answer = (position: number, patch: Partial<AnswerValue>) => {
    setAnswers((current) => current.map((a) => (a.position === position ? { ...a, ...patch } : a)));
    controls.answer(position, patch);
  };
  return { view: { ...view, answers }, answer };
}
