import { describe, expect, it } from 'vitest';
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

describe('module content', () => {
  it('is 401 without a session and 402 without a plan', async () => {
    expect((await get('/api/content/modules/1?type=taxi')).statusCode).toBe(401);
    const { cookie } = await signUp(ctx.app);
    const res = await get('/api/content/modules/1?type=taxi', cookie);
    expect(res.statusCode).toBe(402);
    expect(res.json<{ message: string }>().message).toMatch(/active plan/);
  });

  it("serves a module's pages and the block for the vehicle type", async () => {
    const { cookie } = await payingLearner();
    const res = await get('/api/content/modules/1?type=limousine', cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ title: string; pages: { title: string; content: string; keyPoints: string[] }[]; vehicleContent: { key: string } | null }>();
    expect(body.title).toBe('The SPSV Industry');
    expect(body.pages.length).toBeGreaterThanOrEqual(5);
    expect(body.pages[0]?.content).toMatch(/^<h2|^<p/);
    expect(body.pages.every((p) => p.keyPoints.length >= 3 && p.keyPoints.length <= 5)).toBe(true);
    expect(body.vehicleContent?.key).toBe('limousine');

    const wav = await get('/api/content/modules/5?type=wheelchair_accessible_taxi', cookie);
    expect(wav.json<{ vehicleContent: { key: string } }>().vehicleContent.key).toBe('wheelchair_accessible_taxi');
    const lah = await get('/api/content/modules/5?type=local_area_hackney', cookie);
    expect(lah.json<{ vehicleContent: unknown }>().vehicleContent).toBeNull();
  });

  it('refuses unknown modules and types', async () => {
    const { cookie } = await payingLearner();
    expect((await get('/api/content/modules/13', cookie)).statusCode).toBe(400);
    expect((await get('/api/content/modules/abc', cookie)).statusCode).toBe(400);
    expect((await get('/api/content/modules/2?type=bus', cookie)).json()).toEqual({ message: 'type: Please select a vehicle type' });
  });
});

describe('training progress', () => {
  it('upserts one record per module and vehicle type', async () => {
    const { cookie } = await payingLearner();
    expect((await get('/api/training/progress', cookie)).json()).toEqual([]);
    expect((await post('/api/training/progress', cookie, { moduleId: 1, vehicleType: 'taxi', progress: 100, isCompleted: true })).statusCode).toBe(200);
    expect((await post('/api/training/progress', cookie, { moduleId: 1, vehicleType: 'taxi', progress: 100, isCompleted: true })).statusCode).toBe(200);
    await post('/api/training/progress', cookie, { moduleId: 1, vehicleType: 'limousine', progress: 40, isCompleted: false });
    expect((await get('/api/training/progress', cookie)).json()).toEqual([
      { moduleId: 1, vehicleType: 'limousine', progress: 40, isCompleted: false },
      { moduleId: 1, vehicleType: 'taxi', progress: 100, isCompleted: true },
    ]);
  });

  it('only moves progress forward: pages read count, and re-reading never lowers it or undoes completion (issue 32 §9)', async () => {
    const { cookie } = await payingLearner();
    const save = (progress: number, isCompleted = false) => post('/api/training/progress', cookie, { moduleId: 5, vehicleType: 'taxi', progress, isCompleted });
    expect((await save(40)).json()).toEqual({ moduleId: 5, vehicleType: 'taxi', progress: 40, isCompleted: false });
    expect((await save(20)).json()).toEqual({ moduleId: 5, vehicleType: 'taxi', progress: 40, isCompleted: false });
    expect((await save(100, true)).json()).toEqual({ moduleId: 5, vehicleType: 'taxi', progress: 100, isCompleted: true });
    expect((await save(10)).json()).toEqual({ moduleId: 5, vehicleType: 'taxi', progress: 100, isCompleted: true });
    expect((await get('/api/training/progress', cookie)).json()).toEqual([{ moduleId: 5, vehicleType: 'taxi', progress: 100, isCompleted: true }]);
  });

  it('keeps each user to their own records and needs a plan to save', async () => {
    const a = await payingLearner();
    const b = await signUp(ctx.app);
    await post('/api/training/progress', a.cookie, { moduleId: 3, vehicleType: 'taxi', progress: 100, isCompleted: true });
    expect((await get('/api/training/progress', b.cookie)).json()).toEqual([]);
    expect((await post('/api/training/progress', b.cookie, { moduleId: 3, vehicleType: 'taxi', progress: 100, isCompleted: true })).statusCode).toBe(402);
  });

  it.each([
    [{ moduleId: 0, vehicleType: 'taxi', progress: 10, isCompleted: false }, /moduleId/],
    [{ moduleId: 2, vehicleType: 'taxi', progress: 101, isCompleted: false }, /progress must be between 0 and 100/],
    [{ moduleId: 2, vehicleType: 'taxi', progress: 60, isCompleted: true }, /progress must be 100 when isCompleted is true/],
    [{ moduleId: 2, vehicleType: 'van', progress: 60, isCompleted: false }, /vehicleType/],
    [{ moduleId: 2, vehicleType: 'taxi', progress: 60 }, /isCompleted/],
  ])('rejects %o', async (payload, message) => {
    const { cookie } = await payingLearner();
    const res = await post('/api/training/progress', cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(message);
  });
});
