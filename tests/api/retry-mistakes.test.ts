import { describe, expect, it } from 'vitest';
import { RETRY_MISTAKES_TEST_ID } from '../../src/shared/practice-tests.ts';
import type { AttemptView } from '../../src/shared/schemas/attempts.ts';
import type { ResultRecord } from '../../src/shared/schemas/practice.ts';
import { caller, payingLearner as payingLearnerOf, rightChoice, shown } from '../support/exam.ts';
import { useTestApp } from '../support/test-app.ts';
import { signUp } from '../support/users.ts';

/** Issue 32 §6: "Retry my mistakes" draws exactly the questions missed in one marked sitting. */
const ctx = useTestApp();
const call = caller(() => ctx.app);
const payingLearner = () => payingLearnerOf(ctx);

async function start(cookie: string, body: object): Promise<AttemptView> {
  const res = await call('POST', '/api/attempts', cookie, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<AttemptView>();
}

/** Answers `right` of the questions right, the next `wrong` wrong, leaves the rest blank, and submits. */
async function sit(cookie: string, view: AttemptView, right: number, wrong: number): Promise<AttemptView> {
  for (const [i, q] of view.questions.entries()) {
    if (i >= right + wrong) break;
    const key = rightChoice(q);
    const selected = i < right ? key : (key + 1) % 4;
    expect((await call('PUT', `/api/attempts/${view.id}/answers/${q.position}`, cookie, { selected })).statusCode).toBe(200);
  }
  const marked = await call('POST', `/api/attempts/${view.id}/submit`, cookie, {});
  expect(marked.statusCode, marked.body).toBe(200);
  return marked.json<AttemptView>();
}

const retry = (cookie: string, fromAttempt: string) => call('POST', '/api/attempts', cookie, { testId: RETRY_MISTAKES_TEST_ID, fromAttempt });

describe('Retry my mistakes', () => {
  it('asks exactly the questions missed (wrong or blank) in that sitting, with no answers, a minute each', async () => {
    const { cookie } = await payingLearner();
    const sitting = await sit(cookie, await start(cookie, { testId: 3 }), 19, 3);
    const missed = (sitting.result?.items ?? []).filter((i) => !i.correct).map((i) => i.questionId);
    expect(missed).toHaveLength(6);

    const res = await retry(cookie, sitting.id);
    expect(res.statusCode, res.body).toBe(201);
    const view = res.json<AttemptView>();
    expect(view.test).toMatchObject({ id: RETRY_MISTAKES_TEST_ID, title: 'Retry my mistakes', totalQuestions: 6, timeLimit: 6 });
    // Shown under opaque ids, so matched to the bank by their text.
    expect(view.questions.map((q) => shown(q)?.id).sort()).toEqual([...missed].sort());
    expect(view.result).toBeNull();
    for (const q of view.questions) expect(Object.keys(q).sort()).toEqual(['id', 'options', 'position', 'text']);
    const minutes = (Date.parse(view.deadline ?? '') - Date.parse(view.startedAt)) / 60_000;
    expect(minutes).toBeGreaterThan(5.9);
    expect(minutes).toBeLessThanOrEqual(6.02);

    // Marked like any practice, listed in the history, and a clean retry leaves nothing to retry.
    const again = await sit(cookie, view, 6, 0);
    expect(again.result).toMatchObject({ score: 6, total: 6, passed: true });
    const history = (await call('GET', '/api/practice-tests', cookie)).json<ResultRecord[]>();
    expect(history[0]).toMatchObject({ id: again.id, testId: RETRY_MISTAKES_TEST_ID, testType: 'Retry my mistakes', score: 6, totalQuestions: 6 });
    const nothing = await retry(cookie, again.id);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json<{ message: string }>().message).toMatch(/no mistakes to retry/);
  });

  it("retries a simulator sitting's misses, and its history row passes it at the Entry Test's 75 %", async () => {
    const { cookie } = await payingLearner();
    const sim = await start(cookie, { testId: 100, county: 'Kerry', part: 'area' });
    const sitting = await sit(cookie, sim, 28, 2);
    const missed = (sitting.result?.items ?? []).filter((i) => !i.correct).map((i) => i.questionId);
    expect(missed).toHaveLength(sim.questions.length - 28);
    // 28 of 36 is 78 %: a pass at the Entry Test's 75 %, and the history says so (issue 32 §5).
    const history = (await call('GET', '/api/practice-tests', cookie)).json<ResultRecord[]>();
    expect(history[0]).toMatchObject({ id: sitting.id, testId: 100, score: 28, totalQuestions: 36, passed: true });
    const view = (await retry(cookie, sitting.id)).json<AttemptView>();
    expect(view.parts).toBeNull();
    expect(view.questions.map((q) => shown(q)?.id).sort()).toEqual([...missed].sort());
  });

  it('refuses what is not a marked sitting of this learner', async () => {
    const owner = await payingLearner();
    const stranger = await payingLearner();
    const open = await start(owner.cookie, { testId: 3 });
    // Unfinished: 409. Another learner's, or no such attempt: 404, as for every attempt call.
    expect((await retry(owner.cookie, open.id)).statusCode).toBe(409);
    const marked = await sit(owner.cookie, open, 0, 1);
    expect((await retry(stranger.cookie, marked.id)).statusCode).toBe(404);
    expect((await retry(owner.cookie, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await retry(owner.cookie, marked.id)).statusCode).toBe(201);
  });

  it('validates the start: fromAttempt goes with the retry id, and only with it', async () => {
    const { cookie } = await payingLearner();
    const cases: [object, RegExp][] = [
      [{ testId: RETRY_MISTAKES_TEST_ID }, /^fromAttempt: /],
      [{ testId: 3, fromAttempt: '00000000-0000-4000-8000-000000000000' }, /^fromAttempt: /],
      [{ testId: RETRY_MISTAKES_TEST_ID, fromAttempt: 'yesterday' }, /^fromAttempt: fromAttempt must be an attempt id/],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', '/api/attempts', cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(message);
    }
    // Without a plan, nothing is drawn.
    const visitor = await signUp(ctx.app);
    expect((await retry(visitor.cookie, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(402);
  });
});
