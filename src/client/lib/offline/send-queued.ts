import { ApiError } from '#shared/api-error.ts';
import { API } from '#shared/api-paths.ts';
import { apiFetch } from '../api-client.ts';
import { dropQueue, enqueue, flushQueue, localQueueStore, pending, type FlushResult, type QueueStore, type QueuedAnswer, type SendOutcome } from './answer-queue.ts';

const QUEUE_EVENT = 'spsv-answer-queue';
const stored = localQueueStore();

/** The one queue of answers on this device (localStorage, every tab); each change is announced. */
export const answerQueue: QueueStore = {
  read: stored.read,
  write(items) {
    stored.write(items);
    window.dispatchEvent(new Event(QUEUE_EVENT));
  },
};

/** Calls `onChange` when this tab or another changes the queue. */
export function subscribeQueue(onChange: () => void): () => void {
  window.addEventListener(QUEUE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(QUEUE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** Sends one queued answer to its route; both routes take the answer's id or time and are safe to repeat. */
export async function sendQueued(item: QueuedAnswer): Promise<SendOutcome> {
  try {
    if (item.kind === 'review') {
      await apiFetch(API.reviewAnswer(item.questionId), { method: 'POST', body: { selected: item.selected, answerId: item.id, answeredAt: item.answeredAt } });
    } else {
      await apiFetch(API.attemptAnswer(item.attemptId, item.position), { method: 'PUT', body: { selected: item.selected, flagged: item.flagged, answeredAt: item.answeredAt } });
    }
    return 'sent';
  } catch (error) {
    // Not reached, signed out, throttled or failing: try again later. Anything else (a quiz
    // already marked, a plan ended, a question gone) will never be accepted.
    if (!(error instanceof ApiError) || error.status === 401 || error.status === 408 || error.status === 429 || error.status >= 500) return 'retry';
    return 'refused';
  }
}

let running: Promise<FlushResult> | null = null;

/** Sends the learner's queue; calls made while a run is under way share it. */
export function syncAnswers(user: string): Promise<FlushResult> {
  running ??= flushQueue(answerQueue, user, sendQueued).finally(() => {
    running = null;
  });
  return running;
}

export const queuedCount = (user: string) => pending(answerQueue, user).length;
export const queueAnswer = (item: QueuedAnswer) => enqueue(answerQueue, item);
export const dropAnswers = (user?: string) => dropQueue(answerQueue, user);

/** A fresh id for an answer, made once when it is given. */
export const newAnswerId = () => crypto.randomUUID();
