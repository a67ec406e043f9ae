import { describe, expect, it } from 'vitest';
import type { TestDraw } from '../../src/shared/schemas/practice.ts';
import { useTestApp } from '../support/test-app.ts';
import { grantPlan, signUp } from '../support/users.ts';

const ctx = useTestApp();
const get = (url: string, cookie?: string) => ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const post = (url: string, cookie: string, payload: object) => ctx.app.inject({ method: 'POST', url, headers: { cookie }, payload });

async function payingLearner() {
  const learner = await signUp(ctx.app);
  await grantPlan(ctx.database.db, learner.user.username);
  return learner;
}

const result = (over: object = {}) => ({
  testId: 3,
  testType: 'Customer Service',
  vehicleType: 'taxi',
  score: 20,
  totalQuestions: 25,
  dateTaken: new Date().toISOString(),
  ...over,
});

describe('test draws', () => {
  it('are 402 without a plan', async () => {
    const { cookie } = await signUp(ctx.app);
    expect((await get('/api/practice-tests/1/draw', cookie)).statusCode).toBe(402);
    expect((await get('/api/practice-tests/1/draw')).statusCode).toBe(401);
  });

  it('give a full-length fresh draw with answers and explanations', async () => {
    const { cookie } = await payingLearner();
    const sizes: Record<number, number> = { 1: 40, 2: 30, 3: 25, 4: 80, 201: 30, 202: 30, 203: 30, 204: 30, 205: 30, 299: 30 };
    for (const [id, size] of Object.entries(sizes)) {
      const res = await get(`/api/practice-tests/${id}/draw`, cookie);
      expect(res.statusCode, `test ${id}`).toBe(200);
      const draw = res.json<TestDraw>();
      expect(draw.questions).toHaveLength(size);
      expect(draw.test.totalQuestions).toBe(size);
      expect(new Set(draw.questions.map((q) => q.id)).size).toBe(size);
    }
    const industry = (await get('/api/practice-tests/1/draw', cookie)).json<TestDraw>();
    expect(industry.test).toMatchObject({ title: 'Industry Knowledge', timeLimit: 45 });
    expect(industry.questions.every((q) => [1, 2, 3].includes(q.module) && q.explanation.length > 0)).toBe(true);
    const again = (await get('/api/practice-tests/1/draw', cookie)).json<TestDraw>();
    expect(again.questions.map((q) => q.id).join()).not.toBe(industry.questions.map((q) => q.id).join());
  });

  it('are 404 for an unknown test and 400 for a malformed id', async () => {
    const { cookie } = await payingLearner();
    expect((await get('/api/practice-tests/7/draw', cookie)).statusCode).toBe(404);
    expect((await get('/api/practice-tests/abc/draw', cookie)).statusCode).toBe(400);
  });
});

describe('results', () => {
  it('are saved and listed newest first, per user', async () => {
    const a = await payingLearner();
    const b = await payingLearner();
    const older = new Date(Date.now() - 60_000).toISOString();
    expect((await post('/api/practice-tests', a.cookie, result({ dateTaken: older, score: 10 }))).statusCode).toBe(201);
    expect((await post('/api/practice-tests', a.cookie, result())).statusCode).toBe(201);
    const list = (await get('/api/practice-tests', a.cookie)).json<{ score: number; testType: string; dateTaken: string }[]>();
    expect(list.map((r) => r.score)).toEqual([20, 10]);
    expect(list[1]?.dateTaken).toBe(older);
    expect((await get('/api/practice-tests', b.cookie)).json()).toEqual([]);
  });

  it.each([
    [{ score: 26 }, 'score: score must be between 0 and totalQuestions'],
    [{ score: -1 }, 'score: score must be between 0 and totalQuestions'],
    [{ testId: 9 }, 'testId: unknown practice test'],
    [{ testType: 'Customer Services' }, 'testType: must be "Customer Service" for test 3'],
    [{ totalQuestions: 26, score: 1 }, 'totalQuestions: test 3 has at most 25 questions'],
    [{ dateTaken: 'yesterday' }, 'dateTaken: dateTaken must be an ISO date-time'],
    [{ dateTaken: '2020-01-01T00:00:00Z' }, 'dateTaken: dateTaken must be within the last day'],
    [{ vehicleType: 'tractor' }, 'vehicleType: Please select a vehicle type'],
  ])('rejects %o with 400', async (change, message) => {
    const { cookie } = await payingLearner();
    const res = await post('/api/practice-tests', cookie, result(change));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it('keeps answers consistent with the score', async () => {
    const { cookie } = await payingLearner();
    const answers = Array.from({ length: 25 }, (_, i) => ({ questionId: `m07-${i}`, selected: 0, correct: i < 20 }));
    expect((await post('/api/practice-tests', cookie, result({ answers }))).statusCode).toBe(201);
    expect((await post('/api/practice-tests', cookie, result({ answers, score: 21 }))).statusCode).toBe(400);
    expect((await post('/api/practice-tests', cookie, result({ answers: answers.slice(1) }))).statusCode).toBe(400);
  });

  it('need a plan to save', async () => {
    const { cookie } = await signUp(ctx.app);
    expect((await post('/api/practice-tests', cookie, result())).statusCode).toBe(402);
  });
});
