import { useEffect, useRef, useState } from 'react';
import { ApiError } from '#shared/api-error.ts';
import { newAnswerId, queueAnswer, retryDelay, syncAnswers } from '#client/lib/offline/send-queued.ts';
import { isNetworkFailure } from '#client/lib/offline/use-online.ts';
import { saveAnswer, type AnswerValue } from './api/save-answer.ts';

export type SaveState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'failed' } | { kind: 'queued' };
export type FlushOutcome = 'saved' | 'failed' | 'conflict' | 'queued';

/** A module quiz keeps answers given offline on the device (issue 23); timed tests do not. */
export interface OfflineQueueing {
  user: string;
}

/**
 * Saves answers one at a time, in the order chosen, so a quick change of mind can never be
 * overtaken by the earlier choice. A failed save keeps its answer queued: the learner carries
 * on, and the next answer, Retry or the end of the test sends it again. A 409 (submitted or
 * out of time) drops the queue and reports the server's reason. With `offline` (module quizzes),
 * answers that cannot reach the server go to the device's answer queue, with the time they were
 * chosen, and are sent when the connection returns.
 */
export function useAnswerSaver(attemptId: string, onConflict: (message: string) => void, offline?: OfflineQueueing) {
  const pending = useRef(new Map<number, AnswerValue>());
  const chosenAt = useRef(new Map<number, string>());
  const running = useRef<Promise<FlushOutcome> | null>(null);
  const conflict = useRef(onConflict);
  const [state, setState] = useState<SaveState>({ kind: 'idle' });

  useEffect(() => {
    conflict.current = onConflict;
  });

  /** Moves every unsent answer into the device's queue (newest choice per question). */
  function keepOnDevice(user: string): FlushOutcome {
    for (const [position, value] of pending.current) {
      const answeredAt = chosenAt.current.get(position) ?? new Date().toISOString();
      queueAnswer({ kind: 'attempt', id: newAnswerId(), user, answeredAt, attemptId, position, selected: value.selected, flagged: value.flagged });
    }
    pending.current.clear();
    setState({ kind: 'queued' });
    return 'queued';
  }

  async function drain(): Promise<FlushOutcome> {
    setState({ kind: 'saving' });
    if (offline) {
      // Older answers kept on the device go first; while any are still stuck, so do new ones.
      const earlier = await syncAnswers(offline.user);
      if (earlier.remaining > 0) return keepOnDevice(offline.user);
    }
    for (;;) {
      const next = pending.current.entries().next();
      if (next.done) {
        setState({ kind: 'idle' });
        return 'saved';
      }
      const [position, value] = next.value;
      try {
        await saveAnswer(attemptId, position, value, offline ? chosenAt.current.get(position) : undefined);
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) {
          pending.current.clear();
          setState({ kind: 'idle' });
          conflict.current(error.serverMessage ?? 'This test can no longer be changed.');
          return 'conflict';
        }
        if (offline && isNetworkFailure(error)) return keepOnDevice(offline.user);
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
    chosenAt.current.set(position, new Date().toISOString());
    void flush();
  }

  // Back online: what waited on the device goes now. A send in the moment the connection
  // returns can still fail (the network, or the service worker, not up yet: issue 35 §5), and
  // no second 'online' event follows, so while answers wait they are tried again whenever the
  // browser says it is online: after 1, 2, 4, 8 and 16 s, then every half minute.
  const queued = state.kind === 'queued';
  const latestFlush = useRef(flush);
  useEffect(() => {
    latestFlush.current = flush;
  });
  useEffect(() => {
    if (!queued) return;
    let attempt = 0;
    let timer: number | undefined;
    const resend = () => void latestFlush.current();
    const schedule = () => {
      timer = window.setTimeout(() => {
        if (navigator.onLine) resend();
        schedule();
      }, retryDelay(attempt++));
    };
    window.addEventListener('online', resend);
    schedule();
    return () => {
      window.removeEventListener('online', resend);
      window.clearTimeout(timer);
    };
  }, [queued]);

  return { state, save, flush };
}
