import { describe, expect, it } from 'vitest';
import { COUNTIES, COUNTY_TESTS, countySlug, GENERAL_COUNTY_TEST_ID } from '../../src/shared/practice-tests.ts';
import type { AttemptView } from '../../src/shared/schemas/attempts.ts';
import type { ModuleContent } from '../../src/shared/schemas/training.ts';
import type { AreaDrills } from '../../src/shared/schemas/area-drills.ts';
import { areaDrillId, areaDrillTitle } from '../../src/shared/area-categories.ts';
import { caller, course, payingLearner as payingLearnerOf, rightChoice, shown } from '../support/exam.ts';
import { useTestApp } from '../support/test-app.ts';
import { grantPlan, signIn, uniqueUser } from '../support/users.ts';

/** Issue 21: a bank, a test and a study page for every county; the learner's county first. */
const ctx = useTestApp();
const call = caller(() => ctx.app);

const bankOf = (q: { text: string }) => shown(q)?.bank;

describe('county tests', () => {
  it('draws each of the 26 county tests from that county’s own bank: 36 questions in 36 minutes', async () => {
    const countyTests = COUNTY_TESTS.filter((t) => t.id !== GENERAL_COUNTY_TEST_ID);
    expect(countyTests).toHaveLength(26);
    let cookie = '';
    for (const [i, county] of COUNTIES.entries()) {
      // 26 × 36 questions in a day is past the daily reveal cap (issue 27 §1): a learner per ten counties.
      if (i % 10 === 0) cookie = (await payingLearnerOf(ctx)).cookie;
      const test = countyTests.find((t) => t.title === `${county} Area Knowledge`);
      if (!test) throw new Error(`no test for ${county}`);
      const res = await call('POST', '/api/attempts', cookie, { testId: test.id });
      expect(res.statusCode, `${county}: ${res.body}`).toBe(201);
      const view = res.json<AttemptView>();
      const own = `county-${countySlug(county)}`;
      const poolSize = course.questions.filter((q) => q.bank === own).length;
      expect(poolSize, county).toBeGreaterThanOrEqual(40);
      expect(view.questions, county).toHaveLength(36);
      expect(view.questions.every((q) => bankOf(q) === own), county).toBe(true);
      expect(view.test).toMatchObject({ title: `${county} Area Knowledge`, timeLimit: 36, totalQuestions: 36 });
      expect(Date.parse(view.deadline ?? '') - Date.parse(view.startedAt)).toBeGreaterThan(35 * 60_000);
    }
  });

  it('keeps the general bank for Other Counties, and the simulator sits a county’s own bank', async () => {
    const { cookie } = await payingLearnerOf(ctx);
    const general = (await call('POST', '/api/attempts', cookie, { testId: GENERAL_COUNTY_TEST_ID })).json<AttemptView>();
    expect(general.test.title).toBe('Other Counties Area Knowledge');
    expect(general.questions.every((q) => bankOf(q) === 'county-other')).toBe(true);

    const other = (await call('POST', '/api/attempts', cookie, { testId: 100, county: 'Other Counties', part: 'area' })).json<AttemptView>();
    expect(other.questions.every((q) => bankOf(q) === 'county-other')).toBe(true);
    const wicklow = (await call('POST', '/api/attempts', cookie, { testId: 100, county: 'Wicklow', part: 'area' })).json<AttemptView>();
    expect(wicklow.questions).toHaveLength(36);
    expect(wicklow.questions.every((q) => bankOf(q) === 'county-wicklow')).toBe(true);
  });
});

describe("the learner's county", () => {
  const register = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/register', payload, remoteAddress: `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` });

  it('is kept from registration, and module 12 opens on that county’s page', async () => {
    const user = uniqueUser('kerry');
    expect((await register({ ...user, county: 'Kerry' })).statusCode).toBe(201);
    await grantPlan(ctx.database.db, user.username);
    const cookie = await signIn(ctx.app, user.username, user.password);
    expect((await call('GET', '/api/study-plan', cookie)).json<{ county: string | null }>().county).toBe('Kerry');

    const content = (await call('GET', '/api/content/modules/12?type=taxi', cookie)).json<ModuleContent>();
    const module12 = course.modules.find((m) => m.id === 12);
    const kerryPages = module12?.counties.kerry?.length ?? 0;
    expect(kerryPages).toBeGreaterThanOrEqual(1);
    // Kerry's guide, page by page, then the general pages (issue 31): other guides open one at a time.
    expect(content.pages.slice(0, kerryPages).map((p) => p.county)).toEqual(Array(kerryPages).fill({ name: 'Kerry', isOwnCounty: true }));
    expect(content.pages[0]?.title).toMatch(/Kerry/);
    expect(content.pages.slice(kerryPages).every((p) => p.county === undefined)).toBe(true);
    expect(content.pages).toHaveLength(kerryPages + (module12?.pages.length ?? 0));
    expect(content.countyGuides?.map((g) => g.name)).toEqual([...COUNTIES]);
    expect(content.countyGuides?.find((g) => g.name === 'Dublin')?.pages).toBe(module12?.counties.dublin?.length);

    const cork = (await call('GET', '/api/content/modules/12?type=taxi&county=Cork', cookie)).json<ModuleContent>();
    const corkPages = module12?.counties.cork?.length ?? 0;
    expect(corkPages).toBeGreaterThanOrEqual(2);
    expect(cork.pages.slice(0, corkPages).map((p) => p.county)).toEqual(Array(corkPages).fill({ name: 'Cork', isOwnCounty: false }));
    expect(cork.pages.slice(corkPages).every((p) => p.county === undefined)).toBe(true);
    const bad = await call('GET', '/api/content/modules/12?type=taxi&county=Atlantis', cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/county/);
  });

  it('follows a change in Settings, and without a county the general pages come first', async () => {
    const { cookie } = await payingLearnerOf(ctx);
    const before = (await call('GET', '/api/content/modules/12?type=taxi', cookie)).json<ModuleContent>();
    // Without a county of their own, Dublin's guide (where close to half of candidates sit), not marked as theirs.
    expect(before.pages[0]?.county).toEqual({ name: 'Dublin', isOwnCounty: false });
    expect(new Set(before.pages.flatMap((p) => (p.county ? [p.county.name] : [])))).toEqual(new Set(['Dublin']));

    expect((await call('PUT', '/api/study-plan', cookie, { county: 'Donegal' })).statusCode).toBe(200);
    const after = (await call('GET', '/api/content/modules/12?type=taxi', cookie)).json<ModuleContent>();
    expect(after.pages[0]?.county).toEqual({ name: 'Donegal', isOwnCounty: true });
    expect(new Set(after.pages.flatMap((p) => (p.county ? [p.county.name] : [])))).toEqual(new Set(['Donegal']));
    // Other modules are not reordered.
    const m1 = (await call('GET', '/api/content/modules/1?type=taxi', cookie)).json<ModuleContent>();
    expect(m1.pages.every((p) => p.county === undefined)).toBe(true);
  });

  it('refuses a county that is not one of the 27 choices, naming the field', async () => {
    const res = await register({ ...uniqueUser('atlantis'), county: 'Atlantis' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/^county/);
  });
});

describe('practice by category (issue 31 §4)', () => {
  it("lists a county's categories with their sizes, and drills one from the county's own bank only", async () => {
    const { cookie } = await payingLearnerOf(ctx);
    const res = await call('GET', '/api/area-drills?county=Dublin', cookie);
    expect(res.statusCode).toBe(200);
    const { county, drills } = res.json<AreaDrills>();
    expect(county).toBe('Dublin');
    const dublin = course.questions.filter((q) => q.bank === 'county-dublin');
    for (const category of ['hospitals', 'routes', 'streets'] as const) {
      const inBank = dublin.filter((q) => q.category === category).length;
      expect(drills.find((d) => d.category === category), category).toEqual({ testId: areaDrillId(category), category, title: areaDrillTitle('Dublin', category), questions: Math.min(20, inBank), inBank });
    }
    expect(drills.some((d) => d.category === 'trivia')).toBe(false);

    const start = await call('POST', '/api/attempts', cookie, { testId: areaDrillId('hospitals'), county: 'Dublin' });
    expect(start.statusCode, start.body).toBe(201);
    const view = start.json<AttemptView>();
    expect(view.test.title).toBe('Dublin hospitals');
    expect(view.questions).toHaveLength(Math.min(20, dublin.filter((q) => q.category === 'hospitals').length));
    expect(view.questions.every((q) => shown(q)?.bank === 'county-dublin' && shown(q)?.category === 'hospitals')).toBe(true);
    const open = (await call('GET', '/api/attempts?status=in_progress', cookie)).json<{ test: { title: string }; county: string | null }[]>();
    expect(open.find((a) => a.test.title === 'Dublin hospitals')?.county).toBe('Dublin');

    // Marked like any test, and what was missed comes back in review (issue 31 §4).
    const [first, second] = view.questions;
    if (!first || !second) throw new Error('a drill asks at least two questions');
    expect((await call('PUT', `/api/attempts/${view.id}/answers/0`, cookie, { selected: (rightChoice(first) + 1) % 4 })).statusCode).toBe(200);
    expect((await call('PUT', `/api/attempts/${view.id}/answers/1`, cookie, { selected: rightChoice(second) })).statusCode).toBe(200);
    const marked = (await call('POST', `/api/attempts/${view.id}/submit`, cookie)).json<AttemptView>();
    expect(marked.result).toMatchObject({ score: 1, total: view.questions.length });
    const history = (await call('GET', '/api/practice-tests', cookie)).json<{ testType: string }[]>();
    expect(history[0]?.testType).toBe('Dublin hospitals');
    const due = (await call('GET', '/api/review/due?within=86400', cookie)).json<{ questions: { questionId: string }[] }>();
    expect(due.questions.map((q) => q.questionId)).toEqual([shown(first)?.id]);
  });

  it('needs a county of the 26, a plan, and a session', async () => {
    const { cookie } = await payingLearnerOf(ctx);
    for (const body of [{ testId: areaDrillId('routes') }, { testId: areaDrillId('routes'), county: 'Other Counties' }]) {
      const res = await call('POST', '/api/attempts', cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/county/);
    }
    expect((await call('GET', '/api/area-drills?county=Atlantis', cookie)).statusCode).toBe(400);
    expect((await call('GET', '/api/area-drills?county=Dublin', '')).statusCode).toBe(401);
    const free = uniqueUser('nodrill');
    expect((await ctx.app.inject({ method: 'POST', url: '/api/register', payload: free, remoteAddress: '198.18.7.7' })).statusCode).toBe(201);
    const freeCookie = await signIn(ctx.app, free.username, free.password);
    expect((await call('GET', '/api/area-drills?county=Dublin', freeCookie)).statusCode).toBe(402);
    expect((await call('POST', '/api/attempts', freeCookie, { testId: areaDrillId('routes'), county: 'Dublin' })).statusCode).toBe(402);
  });
});
