import { ApiError } from '#shared/api-error.ts';
import { API } from '#shared/api-paths.ts';
import { apiFetch } from '../api-client.ts';
import type { reviewAnswerResponse } from '#shared/schemas/review.ts';
import { dropQueue, enqueue, flushQueue, localQueueStore, pending, type FlushResult, type QueueStore, type QueuedAnswer, type SendOutcome } from './answer-queue.ts';
import { recordReviewOutcome } from './review-outcomes.ts';

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

/** Not reached, signed out, throttled or failing: worth sending again later. */
const worthRetrying = (error: unknown) => !(error instanceof ApiError) || error.status === 401 || error.status === 408 || error.status === 429 || error.status >= 500;

/** The learner's words for a review answer the server will never take (issue 32 §3): no card (404), not due (409). */
function refusalText(error: ApiError): string {
  if (error.status === 404) return 'This question is no longer in your review, so this answer was not counted.';
  return error.serverMessage ? `This answer was not counted: ${error.serverMessage}` : 'This answer was not counted: the question is not due for review.';
}

/**
 * Sends one queued answer to its route; both routes take the answer's id or time and are safe to
 * repeat. A review answer's verdict (or final refusal) is handed to the page that asked it.
 */
export async function sendQueued(item: QueuedAnswer): Promise<SendOutcome> {
  try {
    if (item.kind === 'review') {
      const verdict = await apiFetch<typeof reviewAnswerResponse>(API.reviewAnswer(item.questionId), {
        method: 'POST',
        body: { selected: item.selected, answerId: item.id, answeredAt: item.answeredAt },
      });
      recordReviewOutcome(item.id, item.questionId, { kind: 'marked', verdict });
    } else {
      await apiFetch(API.attemptAnswer(item.attemptId, item.position), { method: 'PUT', body: { selected: item.selected, flagged: item.flagged, answeredAt: item.answeredAt } });
    }
    return 'sent';
  } catch (error) {
    if (worthRetrying(error)) return 'retry';
    // Anything else (a quiz already marked, a plan ended, a review question without a card or
    // not due) will never be accepted: it leaves the queue.
    if (item.kind === 'review' && error instanceof ApiError) recordReviewOutcome(item.id, item.questionId, { kind: 'refused', message: refusalText(error) });
    return 'refused';
  }
}

let running: Promise<FlushResult> | null = null;
let followUp: Promise<FlushResult> | null = null;

/**
 * Sends the learner's queue. A call made while a run is under way gets one more run after it,
 * shared by every such call: an answer queued meanwhile is not left behind until the next
 * reconnection (the run under way read the queue before it was added).
 */
export function syncAnswers(user: string): Promise<FlushResult> {
  if (!running) {
    running = flushQueue(answerQueue, user, sendQueued).finally(() => {
      running = null;
    });
    return running;
  }
  followUp ??= running.then(
    () => {
      followUp = null;
      return syncAnswers(user);
    },
    () => {
      followUp = null;
      return syncAnswers(user);
    },
  );
  return followUp;
}

/** How long to wait before sending waiting answers again: 1, 2, 4, 8, 16 s, then every 30 s. */
export const retryDelay = (attempt: number) => Math.min(30_000, 1000 * 2 ** attempt);

export const queuedCount = (user: string) => pending(answerQueue, user).length;
export const queueAnswer = (item: QueuedAnswer) => enqueue(answerQueue, item);
export const dropAnswers = (user?: string) => dropQueue(answerQueue, user);

/** A fresh id for an answer, made once when it is given. */
export const newAnswerId = () => crypto.randomUUID();
