import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AttemptView } from '../../src/shared/schemas/attempts.ts';
import { useTestApp } from '../support/test-app.ts';
import { bank, caller, payingLearner as payingLearnerOf, rightChoice } from '../support/exam.ts';
import { signIn, signUp } from '../support/users.ts';

const ctx = useTestApp();

const call = caller(() => ctx.app);

const payingLearner = () => payingLearnerOf(ctx);

async function start(cookie: string, body: object = { testId: 3 }): Promise<AttemptView> {
  const res = await call('POST', '/api/attempts', cookie, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<AttemptView>();
}

const answer = (cookie: string, id: string, position: number, selected: number | null, flagged?: boolean) =>
  call('PUT', `/api/attempts/${id}/answers/${position}`, cookie, flagged === undefined ? { selected } : { selected, flagged });

describe('starting an attempt', () => {
  it('needs a plan, and sends questions and options with no answer or explanation', async () => {
    const { cookie } = await signUp(ctx.app);
    expect((await call('POST', '/api/attempts', cookie, { testId: 1 })).statusCode).toBe(402);
    expect((await call('POST', '/api/attempts', undefined, { testId: 1 })).statusCode).toBe(401);
    const paying = await payingLearner();
    const sizes: Record<number, number> = { 1: 40, 2: 30, 3: 25, 4: 80, 201: 36, 205: 36, 210: 36, 299: 36 };
    for (const [testId, size] of Object.entries(sizes)) {
      const view = await start(paying.cookie, { testId: Number(testId) });
      expect(view.questions, `test ${testId}`).toHaveLength(size);
      expect(view.test.totalQuestions).toBe(size);
      expect(new Set(view.questions.map((q) => q.id)).size).toBe(size);
      expect(view.result).toBeNull();
      expect(Object.keys(view).sort()).toEqual(
        ['activePart', 'answers', 'county', 'deadline', 'id', 'parts', 'questions', 'result', 'serverNow', 'startedAt', 'status', 'test', 'vehicleType'],
      );
      for (const q of view.questions) expect(Object.keys(q).sort()).toEqual(['id', 'options', 'position', 'text']);
    }
    const industry = await start(paying.cookie, { testId: 1 });
    expect(industry.test).toMatchObject({ title: 'Industry Knowledge', timeLimit: 45 });
    const deadline = Date.parse(industry.deadline ?? '');
    expect(deadline - Date.parse(industry.startedAt)).toBeGreaterThan(44 * 60_000);
    expect(deadline - Date.parse(industry.startedAt)).toBeLessThanOrEqual(45 * 60_000 + 1000);
  });

  it('refuses an unknown test with 404 and a malformed body with 400', async () => {
    const { cookie } = await payingLearner();
    expect((await call('POST', '/api/attempts', cookie, { testId: 7 })).statusCode).toBe(404);
    const bad = await call('POST', '/api/attempts', cookie, { testId: 'one' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/^testId/);
  });
});

describe('answering and resuming', () => {
  it('saves answers that a second session of the same user resumes, with the same deadline', async () => {
    const learner = await payingLearner();
    const view = await start(learner.cookie);
    expect((await answer(learner.cookie, view.id, 0, 2)).json()).toEqual({ position: 0, selected: 2, flagged: false });
    expect((await answer(learner.cookie, view.id, 3, 1, true)).json()).toEqual({ position: 3, selected: 1, flagged: true });
    const other = await signIn(ctx.app, learner.user.username, learner.user.password);
    const resumed = (await call('GET', `/api/attempts/${view.id}`, other)).json<AttemptView>();
    expect(resumed.answers.filter((a) => a.selected !== null)).toEqual([
      { position: 0, selected: 2, flagged: false },
      { position: 3, selected: 1, flagged: true },
    ]);
    expect(resumed.deadline).toBe(view.deadline);
    expect(resumed.questions).toEqual(view.questions);
    const open = (await call('GET', '/api/attempts', other)).json<{ id: string; answered: number; total: number }[]>();
    expect(open.find((o) => o.id === view.id)).toMatchObject({ answered: 2, total: 25 });
  });

  it("answers 404 for another user's attempt, whatever they try", async () => {
    const owner = await payingLearner();
    const stranger = await payingLearner();
    const view = await start(owner.cookie);
    expect((await call('GET', `/api/attempts/${view.id}`, stranger.cookie)).statusCode).toBe(404);
    expect((await answer(stranger.cookie, view.id, 0, 1)).statusCode).toBe(404);
    expect((await call('POST', `/api/attempts/${view.id}/submit`, stranger.cookie, {})).statusCode).toBe(404);
    expect((await call('GET', '/api/attempts', stranger.cookie)).json()).toEqual([]);
    expect((await call('GET', '/api/attempts/not-a-uuid', owner.cookie)).statusCode).toBe(400);
  });

  it('refuses a position outside the test and an option outside 0-3', async () => {
    const { cookie } = await payingLearner();
    const view = await start(cookie);
    expect((await answer(cookie, view.id, 25, 0)).statusCode).toBe(404);
    expect((await answer(cookie, view.id, 0, 4)).statusCode).toBe(400);
  });
});

describe('marking', () => {
  it('marks on the server from the saved answers and refuses answers after submission', async () => {
    const { cookie } = await payingLearner();
    const view = await start(cookie);
    // 20 right, 3 wrong, 2 unanswered.
    for (const q of view.questions.slice(0, 23)) {
      const right = rightChoice(q);
      expect(right).toBeGreaterThanOrEqual(0);
      await answer(cookie, view.id, q.position, q.position < 20 ? right : (right + 1) % 4);
    }
    const marked = (await call('POST', `/api/attempts/${view.id}/submit`, cookie, {})).json<AttemptView>();
    expect(marked.status).toBe('submitted');
    expect(marked.result).toMatchObject({ score: 20, total: 25, passed: true, parts: null });
    const items = marked.result?.items ?? [];
    expect(items.filter((i) => i.correct)).toHaveLength(20);
    for (const item of items) {
      const b = bank.get(item.questionId);
      expect(item.options[item.correctAnswer]).toBe(b?.options[b.answer]);
      expect(item.explanation.length).toBeGreaterThan(0);
    }
    expect(items[24]).toMatchObject({ selected: null, correct: false });
    expect((await answer(cookie, view.id, 24, 0)).statusCode).toBe(409);
    expect((await call('POST', `/api/attempts/${view.id}/submit`, cookie, {})).statusCode).toBe(409);
  });

  it('marks an attempt left past its deadline from the answers saved, and then refuses more', async () => {
    const { cookie } = await payingLearner();
    const view = await start(cookie);
    const first = view.questions[0];
    if (!first) throw new Error('no questions');
    await answer(cookie, view.id, 0, rightChoice(first));
    await ctx.database.db.execute(sql`update attempts set deadline_at = now() - interval '31 seconds' where id = ${view.id}`);
    const late = await answer(cookie, view.id, 1, 0);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: 'Time is up for this part of the test: the answer was not saved.' });
    const seen = (await call('GET', `/api/attempts/${view.id}`, cookie)).json<AttemptView>();
    expect(seen.status).toBe('submitted');
    expect(seen.result).toMatchObject({ score: 1, total: 25, passed: false });
    expect((await call('GET', '/api/attempts', cookie)).json()).toEqual([]);
  });

  it('drops an attempt left past its time from the unfinished list, marking it', async () => {
    const { cookie } = await payingLearner();
    const view = await start(cookie);
    await ctx.database.db.execute(sql`update attempts set deadline_at = now() - interval '5 minutes' where id = ${view.id}`);
    expect((await call('GET', '/api/attempts', cookie)).json()).toEqual([]);
    expect((await call('GET', `/api/attempts/${view.id}`, cookie)).json<AttemptView>().status).toBe('submitted');
  });

  it('still takes an answer within the 30-second grace after the deadline', async () => {
    const { cookie } = await payingLearner();
    const view = await start(cookie);
    await ctx.database.db.execute(sql`update attempts set deadline_at = now() - interval '10 seconds' where id = ${view.id}`);
    expect((await answer(cookie, view.id, 0, 1)).statusCode).toBe(200);
  });
});

describe('the spec’s results calls', () => {
  it('list marked attempts as history and record only a submitted attempt of this user, with the server’s score', async () => {
    const a = await payingLearner();
    const b = await payingLearner();
    const view = await start(a.cookie);
    const open = await call('POST', '/api/practice-tests', a.cookie, { attemptId: view.id, testType: 'Customer Service', vehicleType: 'taxi', score: 25, totalQuestions: 25, dateTaken: new Date().toISOString() });
    expect(open.statusCode).toBe(409);
    for (const q of view.questions.slice(0, 5)) await answer(a.cookie, view.id, q.position, rightChoice(q));
    await call('POST', `/api/attempts/${view.id}/submit`, a.cookie, {});
    // A forged score and a clock hours out change nothing.
    const forged = { attemptId: view.id, testType: 'Customer Service', vehicleType: 'taxi', score: 25, totalQuestions: 25, dateTaken: new Date(Date.now() + 5 * 3_600_000).toISOString() };
    expect((await call('POST', '/api/practice-tests', a.cookie, forged)).json()).toEqual({ id: view.id });
    expect((await call('POST', '/api/practice-tests', b.cookie, forged)).statusCode).toBe(400);
    const history = (await call('GET', '/api/practice-tests', a.cookie)).json<{ id: string; score: number; totalQuestions: number; testType: string; testId: number }[]>();
    expect(history).toEqual([expect.objectContaining({ id: view.id, testId: 3, testType: 'Customer Service', score: 5, totalQuestions: 25, vehicleType: 'taxi' })]);
    expect((await call('GET', '/api/practice-tests', b.cookie)).json()).toEqual([]);
  });

  it('need a plan to record and a uuid to name the attempt', async () => {
    const { cookie } = await signUp(ctx.app);
    expect((await call('POST', '/api/practice-tests', cookie, { attemptId: crypto.randomUUID() })).statusCode).toBe(402);
    const paying = await payingLearner();
    const bad = await call('POST', '/api/practice-tests', paying.cookie, { attemptId: 'x' });
    expect(bad.statusCode).toBe(400);
  });

  it('limit how many attempts one learner may start (issue 16 §10)', async () => {
    const { cookie } = await payingLearner();
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1) statuses.push((await call('POST', '/api/attempts', cookie, { testId: 3 })).statusCode);
    expect(statuses.slice(0, 60).every((s) => s === 201)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});

describe('optional bodies and bounded ids (issue 27 §9)', () => {
  it('accepts a submit with no body at all, and refuses an id past the database integer range with a 400', async () => {
    const { cookie } = await payingLearner();
    const view = (await call('POST', '/api/attempts', cookie, { testId: 501 })).json<AttemptView>();
    const res = await ctx.app.inject({ method: 'POST', url: `/api/attempts/${view.id}/submit`, headers: { cookie, origin: 'http://localhost:5000' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AttemptView>().status).toBe('submitted');
    const sitting = await ctx.app.inject({ method: 'DELETE', url: '/api/entry-test/sittings/99999999999', headers: { cookie, origin: 'http://localhost:5000' } });
    expect(sitting.statusCode).toBe(400);
  });
});
