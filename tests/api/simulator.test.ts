import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AttemptView } from '../../src/shared/schemas/attempts.ts';
import type { EntryTestStatusResponse } from '../../src/shared/schemas/entry-test.ts';
import { useTestApp } from '../support/test-app.ts';
import { bank, caller, course, payingLearner as payingLearnerOf, rightChoice, shown } from '../support/exam.ts';
import { signUp } from '../support/users.ts';

const ctx = useTestApp();

const call = caller(() => ctx.app);

const payingLearner = () => payingLearnerOf(ctx);

describe('the Entry Test simulator (test 100)', () => {
  it('holds Industry Knowledge (54 from modules 1–11) then the county’s Area Knowledge, each on its own clock', async () => {
    const { cookie } = await payingLearner();
    const res = await call('POST', '/api/attempts', cookie, { testId: 100, county: 'Cork' });
    expect(res.statusCode).toBe(201);
    const view = res.json<AttemptView>();
    const [industry, area] = view.parts ?? [];
    expect(industry).toMatchObject({ key: 'industry', title: 'Industry Knowledge', first: 0, count: 54, timeLimit: 54, endedAt: null });
    expect(area).toMatchObject({ key: 'area', title: 'Area Knowledge', first: 54, timeLimit: 36, deadline: null });
    const areaCount = Math.min(36, course.questions.filter((q) => q.bank === 'county-cork').length);
    expect(area?.count).toBe(areaCount);
    // Only the part under way is sent, as in the real sitting (issue 27 §5), under opaque references (§2).
    expect(view.questions.map((q) => q.position)).toEqual(Array.from({ length: 54 }, (_, i) => i));
    expect(view.questions.some((q) => bank.has(q.id))).toBe(false);
    expect(view.activePart).toBe(0);
    const modules = view.questions.map((q) => shown(q)?.module ?? 0);
    expect(modules.every((m) => m >= 1 && m <= 11)).toBe(true);
    expect(Date.parse(industry?.deadline ?? '') - Date.now()).toBeGreaterThan(53 * 60_000);
    const next = (await call('POST', `/api/attempts/${view.id}/submit`, cookie, { part: 0 })).json<AttemptView>();
    expect(next.questions.map((q) => q.position)).toEqual(Array.from({ length: areaCount }, (_, i) => 54 + i));
    expect(next.questions.every((q) => shown(q)?.bank === 'county-cork')).toBe(true);
  });

  it('answers only the part under way, ends part 1 into part 2, and marks each part at 75 %', async () => {
    const { cookie } = await payingLearner();
    const view = (await call('POST', '/api/attempts', cookie, { testId: 100, county: 'Kerry' })).json<AttemptView>();
    expect(view.county).toBe('Kerry');
    const [p1, p2] = view.parts ?? [];
    if (!p1 || !p2) throw new Error('two parts expected');
    const early = await call('PUT', `/api/attempts/${view.id}/answers/${p2.first}`, cookie, { selected: 0 });
    expect(early.statusCode).toBe(409);
    expect(early.json<{ message: string }>().message).toMatch(/Area Knowledge, which has not started yet/);
    // Part 1: exactly 41 of 54 right (the pass mark).
    for (const q of view.questions.slice(0, 41)) await call('PUT', `/api/attempts/${view.id}/answers/${q.position}`, cookie, { selected: rightChoice(q) });
    expect((await call('POST', `/api/attempts/${view.id}/submit`, cookie, { part: 1 })).statusCode).toBe(409);
    const second = (await call('POST', `/api/attempts/${view.id}/submit`, cookie, { part: 0 })).json<AttemptView>();
    expect(second.status).toBe('in_progress');
    expect(second.activePart).toBe(1);
    expect(second.parts?.[0]?.endedAt).not.toBeNull();
    expect(second.parts?.[1]?.deadline).not.toBeNull();
    expect((await call('PUT', `/api/attempts/${view.id}/answers/0`, cookie, { selected: 0 })).statusCode).toBe(409);
    // Part 2: one short of its pass mark. Kerry has its own bank (issue 21).
    const areaQuestions = second.questions;
    expect(areaQuestions.every((q) => shown(q)?.bank === 'county-kerry')).toBe(true);
    const needed = Math.ceil(areaQuestions.length * 0.75);
    for (const q of areaQuestions.slice(0, needed - 1)) await call('PUT', `/api/attempts/${view.id}/answers/${q.position}`, cookie, { selected: rightChoice(q) });
    const marked = (await call('POST', `/api/attempts/${view.id}/submit`, cookie, { part: 1 })).json<AttemptView>();
    expect(marked.status).toBe('submitted');
    expect(marked.result?.parts).toEqual([
      { key: 'industry', title: 'Industry Knowledge', score: 41, total: 54, passMark: 41, passed: true },
      { key: 'area', title: 'Area Knowledge', score: needed - 1, total: areaQuestions.length, passMark: needed, passed: false },
    ]);
    expect(marked.result?.passed).toBe(false);
  });

  it('starts part 2 the moment part 1 runs out, whether or not the learner is there (issue 27 §5)', async () => {
    const { cookie } = await payingLearner();
    const expireFirst = async (id: string, parts: AttemptView['parts'], agoMinutes: number) => {
      const moved = (parts ?? []).map((p, i) => (i === 0 ? { ...p, deadline: new Date(Date.now() - agoMinutes * 60_000).toISOString() } : p));
      await ctx.database.db.execute(sql`update attempts set parts = ${JSON.stringify(moved)}::jsonb, deadline_at = now() - make_interval(mins => ${agoMinutes}) where id = ${id}`);
    };
    const view = (await call('POST', '/api/attempts', cookie, { testId: 100, county: 'Dublin' })).json<AttemptView>();
    await expireFirst(view.id, view.parts, 2);
    const back = (await call('GET', `/api/attempts/${view.id}`, cookie)).json<AttemptView>();
    expect(back.status).toBe('in_progress');
    expect(back.activePart).toBe(1);
    // Part 2's 36 minutes started when part 1 ended, two minutes ago.
    const left = Date.parse(back.parts?.[1]?.deadline ?? '') - Date.now();
    expect(left).toBeGreaterThan(33 * 60_000);
    expect(left).toBeLessThan(34.5 * 60_000);
    // Three hours later both parts are long over: the attempt is marked, not given a fresh clock.
    const late = (await call('POST', '/api/attempts', cookie, { testId: 100, county: 'Dublin' })).json<AttemptView>();
    await expireFirst(late.id, late.parts, 180);
    expect((await call('GET', `/api/attempts/${late.id}`, cookie)).json<AttemptView>().status).toBe('submitted');
  });

  it('passes a part at 41 of 54 and fails it at 40 (the 75 % line, rounded up)', async () => {
    for (const [right, passed] of [[40, false], [41, true]] as const) {
      const { cookie } = await payingLearner();
      const view = (await call('POST', '/api/attempts', cookie, { testId: 100, county: 'Cork', part: 'industry' })).json<AttemptView>();
      for (const q of view.questions.slice(0, right)) await call('PUT', `/api/attempts/${view.id}/answers/${q.position}`, cookie, { selected: rightChoice(q) });
      const marked = (await call('POST', `/api/attempts/${view.id}/submit`, cookie, { part: 0 })).json<AttemptView>();
      expect(marked.result?.parts?.[0], `${right} right`).toMatchObject({ score: right, total: 54, passMark: 41, passed });
    }
  });

  it('offers just the part left to pass', async () => {
    const { cookie } = await payingLearner();
    const view = (await call('POST', '/api/attempts', cookie, { testId: 100, county: 'Galway', part: 'area' })).json<AttemptView>();
    expect(view.parts?.map((p) => p.key)).toEqual(['area']);
    expect(view.questions.every((q) => shown(q)?.bank === 'county-galway')).toBe(true);
    expect((await call('POST', '/api/attempts', cookie, { testId: 100, county: 'Atlantis' })).statusCode).toBe(400);
  });
});

describe('the Entry Test tracker', () => {
  it('records real sittings and says which module is left and by when', async () => {
    const { cookie } = await signUp(ctx.app);
    expect((await call('GET', '/api/entry-test/sittings', cookie)).json()).toEqual({ sittings: [], status: { state: 'not_sat' } });
    const today = new Date().toISOString().slice(0, 10);
    const res = await call('POST', '/api/entry-test/sittings', cookie, { satOn: today, industryPassed: true, areaPassed: false });
    expect(res.statusCode).toBe(201);
    const body = res.json<EntryTestStatusResponse>();
    expect(body.status).toMatchObject({ state: 'remaining', remaining: 'area', firstSatOn: today });
    expect(body.status.state === 'remaining' && body.status.passBy.slice(0, 4)).toBe(String(Number(today.slice(0, 4)) + 1));
    const future = await call('POST', '/api/entry-test/sittings', cookie, { satOn: '2999-01-01', industryPassed: true, areaPassed: true });
    expect(future.statusCode).toBe(400);
    expect((await call('POST', '/api/entry-test/sittings', cookie, { satOn: 'soon', industryPassed: true, areaPassed: true })).statusCode).toBe(400);
    const other = await signUp(ctx.app);
    const id = body.sittings[0]?.id;
    expect((await call('DELETE', `/api/entry-test/sittings/${id}`, other.cookie, {})).statusCode).toBe(404);
    expect((await call('GET', '/api/entry-test/sittings', other.cookie)).json<EntryTestStatusResponse>().sittings).toEqual([]);
    expect((await call('DELETE', `/api/entry-test/sittings/${id}`, cookie, {})).statusCode).toBe(200);
    expect((await call('GET', '/api/entry-test/sittings', cookie)).json<EntryTestStatusResponse>().status).toEqual({ state: 'not_sat' });
  });
});
