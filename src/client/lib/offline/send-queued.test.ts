// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueuedAnswer } from './answer-queue.ts';
import { knownKey, reviewOutcome } from './review-outcomes.ts';
import { queueAnswer, queuedCount, syncAnswers } from './send-queued.ts';

const review = (id: string, questionId = `q-${id}`): QueuedAnswer => ({ kind: 'review', id, user: 'ann', answeredAt: '2026-01-01T10:00:00.000Z', questionId, selected: 1 });
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const verdict = { correct: false, correctAnswer: 2, explanation: 'Why.', due: '2026-01-02T10:00:00.000Z', counted: true };

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('sending queued review answers (issue 32 §3)', () => {
  it('hands each verdict to the page, and the key it shows may be used for that question again', async () => {
    vi.stubGlobal('fetch', async () => json(200, verdict));
    queueAnswer(review('a', 'm01-001'));
    expect(await syncAnswers('ann')).toEqual({ sent: 1, refused: 0, remaining: 0 });
    expect(reviewOutcome('a')).toEqual({ kind: 'marked', verdict });
    expect(knownKey('m01-001')).toEqual({ correctAnswer: 2, explanation: 'Why.' });
  });

  it('drops an answer refused for good (no card: 404, not due: 409) with a polite reason, and keeps one throttled (429)', async () => {
    const statuses = [404, 409, 429];
    vi.stubGlobal('fetch', async () => {
      const status = statuses.shift() ?? 500;
      return json(status, { message: status === 409 ? 'This question is not due for review yet.' : 'No.' });
    });
    for (const id of ['b', 'c', 'd']) queueAnswer(review(id));
    expect(await syncAnswers('ann')).toEqual({ sent: 0, refused: 2, remaining: 1 });
    expect(reviewOutcome('b')).toEqual({ kind: 'refused', message: 'This question is no longer in your review, so this answer was not counted.' });
    expect(reviewOutcome('c')).toEqual({ kind: 'refused', message: 'This answer was not counted: This question is not due for review yet.' });
    expect(reviewOutcome('d')).toBeUndefined();
    expect(queuedCount('ann')).toBe(1);
  });

  it('sends an answer queued while a run is under way in one more run, not at the next reconnection', async () => {
    let release: () => void = () => undefined;
    const sent: string[] = [];
    vi.stubGlobal('fetch', async (path: string) => {
      sent.push(path);
      if (sent.length === 1) await new Promise<void>((resolve) => (release = resolve));
      return json(200, verdict);
    });
    queueAnswer(review('e'));
    const first = syncAnswers('ann');
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    queueAnswer(review('f'));
    const second = syncAnswers('ann');
    release();
    await first;
    expect(await second).toEqual({ sent: 1, refused: 0, remaining: 0 });
    expect(sent).toEqual(['/api/review/q-e/answer', '/api/review/q-f/answer']);
    expect(queuedCount('ann')).toBe(0);
  });
});
