import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AttemptView } from '../../src/shared/schemas/attempts.ts';
import type { ReviewDue } from '../../src/shared/schemas/review.ts';
import { bank, caller, payingLearner as payingLearnerOf, rightChoice } from '../support/exam.ts';
import { TEST_ORIGIN, useTestApp } from '../support/test-app.ts';

/**
 * Answers queued offline (issue 23) arrive late, maybe twice, maybe out of order: through the
 * real HTTP stack, a replayed review answer counts once and an old answer never overwrites a
 * newer one, in review and in module quizzes.
 */
const ctx = useTestApp();
const call = caller(() => ctx.app);
let base = '';

beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});

async function http(method: string, path: string, cookie: string, body?: object) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { cookie, origin: TEST_ORIGIN, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

interface Memory {
  questionId: string;
  reps: number;
  lapses: number;
  lastReview: string | null;
  due: string;
}

async function memoryOf(cookie: string, questionId: string): Promise<Memory | undefined> {
  const exported = (await http('GET', '/api/user/export', cookie)).body as { questionMemory: Memory[] };
  return exported.questionMemory.find((m) => m.questionId === questionId);
}

/** A paying learner with `missed` questions in memory (missed in a module quiz), and the first one's right answer. */
async function learnerWithCard(missed = 1) {
  const { cookie } = await payingLearnerOf(ctx);
  const quiz = (await call('POST', '/api/attempts', cookie, { testId: 501 })).json<AttemptView>();
  for (const q of quiz.questions.slice(0, missed)) await call('PUT', `/api/attempts/${quiz.id}/answers/${q.position}`, cookie, { selected: (rightChoice(q) + 1) % 4 });
  await call('POST', `/api/attempts/${quiz.id}/submit`, cookie, {});
  const due = (await call('GET', '/api/review/due?within=86400', cookie)).json<ReviewDue>();
  const ids = due.questions.map((q) => q.questionId);
  const questionId = ids[0] ?? '';
  return { cookie, questionId, ids, right: bank.get(questionId)?.answer ?? 0 };
}

describe('review answers from an offline queue', () => {
  it('counts an answer once however often it is sent, even at the same moment', async () => {
    const { cookie, questionId, right } = await learnerWithCard();
    const before = await memoryOf(cookie, questionId);
    const answer = { selected: right, answerId: randomUUID(), answeredAt: new Date().toISOString() };
    const replies = await Promise.all([1, 2, 3].map(() => http('POST', `/api/review/${questionId}/answer`, cookie, answer)));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(replies.filter((r) => r.body.counted === true)).toHaveLength(1);
    for (const r of replies) expect(r.body).toMatchObject({ correct: true, correctAnswer: right });
    const again = await http('POST', `/api/review/${questionId}/answer`, cookie, answer);
    expect(again.body.counted).toBe(false);
    const after = await memoryOf(cookie, questionId);
    expect(after?.reps).toBe((before?.reps ?? 0) + 1);
  });

  it('keeps the latest answer: an older one arriving later is marked but moves nothing', async () => {
    const { cookie, questionId, right } = await learnerWithCard();
    const newer = await http('POST', `/api/review/${questionId}/answer`, cookie, { selected: right, answerId: randomUUID(), answeredAt: new Date().toISOString() });
    expect(newer.body.counted).toBe(true);
    const kept = await memoryOf(cookie, questionId);
    const older = await http('POST', `/api/review/${questionId}/answer`, cookie, {
      selected: (right + 1) % 4,
      answerId: randomUUID(),
      answeredAt: new Date(Date.now() - 10 * 60_000).toISOString(),
    });
    expect(older.status).toBe(200);
    expect(older.body).toMatchObject({ correct: false, counted: false });
    expect(await memoryOf(cookie, questionId)).toEqual(kept);
  });

  it('dates a queued answer when it was given (never in the future), and refuses a reused id for another question', async () => {
    const { cookie, questionId, ids, right } = await learnerWithCard(2);
    const second = ids[1] ?? '';
    // Given after the quiz marked it (earlier would be older than the latest, and ignored), sent later.
    await new Promise((r) => setTimeout(r, 50));
    const givenAt = new Date(Date.now() - 20);
    const firstAnswerId = randomUUID();
    const queued = await http('POST', `/api/review/${questionId}/answer`, cookie, { selected: right, answerId: firstAnswerId, answeredAt: givenAt.toISOString() });
    expect(queued.body.counted).toBe(true);
    expect(Date.parse((await memoryOf(cookie, questionId))?.lastReview ?? '')).toBe(givenAt.getTime());

    const future = await http('POST', `/api/review/${second}/answer`, cookie, { selected: 0, answerId: randomUUID(), answeredAt: new Date(Date.now() + 86_400_000).toISOString() });
    expect(future.body.counted).toBe(true);
    expect(Date.parse((await memoryOf(cookie, second))?.lastReview ?? '')).toBeLessThanOrEqual(Date.now());

    const reused = await http('POST', `/api/review/${second}/answer`, cookie, { selected: 0, answerId: firstAnswerId });
    expect(reused.status).toBe(409);
    expect(reused.body.message).toMatch(/already used for another question/);
  });

  it('does not count an answer older than the queue keeps, and checks the new fields', async () => {
    const { cookie, questionId, right } = await learnerWithCard();
    const before = await memoryOf(cookie, questionId);
    const stale = await http('POST', `/api/review/${questionId}/answer`, cookie, { selected: right, answerId: randomUUID(), answeredAt: new Date(Date.now() - 31 * 86_400_000).toISOString() });
    expect(stale.body.counted).toBe(false);
    expect(await memoryOf(cookie, questionId)).toEqual(before);
    expect((await http('POST', `/api/review/${questionId}/answer`, cookie, { selected: right, answerId: 'not-a-uuid' })).status).toBe(400);
    expect((await http('POST', `/api/review/${questionId}/answer`, cookie, { selected: right, answeredAt: 'yesterday' })).status).toBe(400);
  });

  it("keeps one learner's answer ids apart from another's", async () => {
    const a = await learnerWithCard();
    const b = await learnerWithCard();
    const id = randomUUID();
    expect((await http('POST', `/api/review/${a.questionId}/answer`, a.cookie, { selected: a.right, answerId: id })).body.counted).toBe(true);
    expect((await http('POST', `/api/review/${b.questionId}/answer`, b.cookie, { selected: b.right, answerId: id })).body.counted).toBe(true);
  });
});

describe('module quiz answers from an offline queue', () => {
  it('saves a queued answer, and never lets an older one overwrite a newer choice', async () => {
    const { cookie } = await payingLearnerOf(ctx);
    const quiz = (await http('POST', '/api/attempts', cookie, { testId: 502 })).body as unknown as AttemptView;
    const now = Date.now();
    const newer = await http('PUT', `/api/attempts/${quiz.id}/answers/0`, cookie, { selected: 2, answeredAt: new Date(now).toISOString() });
    expect(newer).toMatchObject({ status: 200, body: { position: 0, selected: 2 } });
    const older = await http('PUT', `/api/attempts/${quiz.id}/answers/0`, cookie, { selected: 1, answeredAt: new Date(now - 60_000).toISOString() });
    expect(older).toMatchObject({ status: 200, body: { position: 0, selected: 2 } });
    // The same answer sent twice is saved once, with the same outcome.
    const replay = await http('PUT', `/api/attempts/${quiz.id}/answers/1`, cookie, { selected: 3, answeredAt: new Date(now - 30_000).toISOString() });
    const replayAgain = await http('PUT', `/api/attempts/${quiz.id}/answers/1`, cookie, { selected: 3, answeredAt: new Date(now - 30_000).toISOString() });
    expect(replayAgain).toEqual(replay);
    const view = (await http('GET', `/api/attempts/${quiz.id}`, cookie)).body as unknown as AttemptView;
    expect(view.answers.filter((a) => a.selected !== null).map((a) => [a.position, a.selected])).toEqual([
      [0, 2],
      [1, 3],
    ]);
    // Without a time the answer is "now" and always wins, as before.
    expect((await http('PUT', `/api/attempts/${quiz.id}/answers/0`, cookie, { selected: 0 })).body).toMatchObject({ selected: 0 });
  });

  it('still refuses an old answer once the quiz is submitted', async () => {
    const { cookie } = await payingLearnerOf(ctx);
    const quiz = (await http('POST', '/api/attempts', cookie, { testId: 503 })).body as unknown as AttemptView;
    await http('PUT', `/api/attempts/${quiz.id}/answers/0`, cookie, { selected: 2 });
    await http('POST', `/api/attempts/${quiz.id}/submit`, cookie, {});
    const late = await http('PUT', `/api/attempts/${quiz.id}/answers/0`, cookie, { selected: 1, answeredAt: new Date(Date.now() - 60_000).toISOString() });
    expect(late.status).toBe(409);
  });
});
