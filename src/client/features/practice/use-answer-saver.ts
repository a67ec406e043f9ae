import { useEffect, useRef, useState } from 'react';
import { ApiError } from '#shared/api-error.ts';
import { saveAnswer, type AnswerValue } from './api/save-answer.ts';

export type SaveState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'failed' };
export type FlushOutcome = 'saved' | 'failed' | 'conflict';

/**
 * Saves answers one at a time, in the order chosen, so a quick change of mind can never be
 * overtaken by the earlier choice. A failed save keeps its answer queued: the learner carries
 * on, and the next answer, Retry or the end of the test sends it again. A 409 (submitted or
 * out of time) drops the queue and reports the server's reason.
 */
export function useAnswerSaver(attemptId: string, onConflict: (message: string) => void) {
  const pending = useRef(new Map<number, AnswerValue>());
  const running = useRef<Promise<FlushOutcome> | null>(null);
  const conflict = useRef(onConflict);
  const [state, setState] = useState<SaveState>({ kind: 'idle' });

  useEffect(() => {
    conflict.current = onConflict;
  });

  async function drain(): Promise<FlushOutcome> {
    setState({ kind: 'saving' });
    for (;;) {
      const next = pending.current.entries().next();
      if (next.done) {
        setState({ kind: 'idle' });
        return 'saved';
      }
      const [position, value] = next.value;
      try {
        await saveAnswer(attemptId, position, value);
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) {
          pending.current.clear();
          setState({ kind: 'idle' });
          conflict.current(error.serverMessage ?? 'This test can no longer be changed.');
          return 'conflict';
        }
        setState({ kind: 'failed' });
        return 'failed';
      }
      // A newer choice for the same question arrived meanwhile: keep it queued.
      if (pending.current.get(position) === value) pending.current.delete(position);
    }
  }

  /** Sends whatever is queued; answers how it went. */
  function flush(): Promise<FlushOutcome> {
    if (running.current) return running.current;
    const run = drain().finally(() => {
      if (running.current === run) running.current = null;
    });
    running.current = run;
    return run;
  }

  function save(position: number, value: AnswerValue): void {
    pending.current.set(position, value);
    void flush();
  }

  return { state, save, flush };
}
