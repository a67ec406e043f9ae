import { describe, expect, it } from 'vitest';
import type { ChecklistRecord } from '../../src/shared/schemas/checklists.ts';
import type { ReferenceData } from '../../src/shared/schemas/reference.ts';
import { useTestApp } from '../support/test-app.ts';
import { signUp } from '../support/users.ts';

const ctx = useTestApp();
const get = (url: string, cookie?: string) => ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const post = (url: string, cookie: string, payload: object) => ctx.app.inject({ method: 'POST', url, headers: { cookie }, payload });

const item = (id: string, isCompleted: boolean) => ({ id, title: 'ignored', description: 'ignored', tooltipText: 'ignored', isCompleted });

describe('reference data', () => {
  it('is served to signed-in users', async () => {
    expect((await get('/api/reference')).statusCode).toBe(401);
    const { cookie } = await signUp(ctx.app);
    const data = (await get('/api/reference', cookie)).json<ReferenceData>();
    expect(data.vehicles.length).toBeGreaterThanOrEqual(60);
    expect(data.centres.nctCentres).toHaveLength(12);
    expect(data.centres.spsvCentres).toHaveLength(10);
    expect(data.licenceData.limousine.acceptableVehicles).toHaveLength(10);
    expect(data.checklists.driver.some((i) => /three/i.test(i.title))).toBe(true);
  });
});

describe('checklists', () => {
  it('are saved per user, checklist type and vehicle type', async () => {
    const a = await signUp(ctx.app);
    const b = await signUp(ctx.app);
    const saved = await post('/api/checklists', a.cookie, { checklistType: 'driver', vehicleType: 'taxi', items: [item('garda-vetting', true), item('tax-clearance', false)] });
    expect(saved.statusCode).toBe(200);
    const record = saved.json<ChecklistRecord>();
    // Stored from the templates: every item, titles from the content, only the ticks from the client.
    expect(record.items.find((i) => i.id === 'garda-vetting')).toMatchObject({ title: 'Garda vetting', isCompleted: true });
    expect(record.items.length).toBeGreaterThan(2);
    expect(record.items.filter((i) => i.isCompleted).map((i) => i.id)).toEqual(['garda-vetting']);

    await post('/api/checklists', a.cookie, { checklistType: 'driver', vehicleType: 'limousine', items: [item('tax-clearance', true)] });
    await post('/api/checklists', a.cookie, { checklistType: 'driver', vehicleType: 'taxi', items: [item('tax-clearance', true)] });
    const list = (await get('/api/checklists', a.cookie)).json<ChecklistRecord[]>();
    expect(list.map((r) => [r.checklistType, r.vehicleType, r.items.filter((i) => i.isCompleted).map((i) => i.id)])).toEqual([
      ['driver', 'limousine', ['tax-clearance']],
      ['driver', 'taxi', ['tax-clearance']],
    ]);
    // Another user neither sees nor overwrites them.
    expect((await get('/api/checklists', b.cookie)).json()).toEqual([]);
    await post('/api/checklists', b.cookie, { checklistType: 'driver', vehicleType: 'taxi', items: [item('garda-vetting', true)] });
    const again = (await get('/api/checklists', a.cookie)).json<ChecklistRecord[]>();
    expect(again.find((r) => r.vehicleType === 'taxi')?.items.filter((i) => i.isCompleted).map((i) => i.id)).toEqual(['tax-clearance']);
  });

  it('keep taxi-only items off other vehicle types', async () => {
    const { cookie } = await signUp(ctx.app);
    const res = await post('/api/checklists', cookie, { checklistType: 'vehicle', vehicleType: 'limousine', items: [item('taximeter-verification', true)] });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/unknown vehicle checklist item "taximeter-verification" for limousine/);
    const taxi = await post('/api/checklists', cookie, { checklistType: 'vehicle', vehicleType: 'taxi', items: [item('taximeter-verification', true)] });
    expect(taxi.statusCode).toBe(200);
  });

  it.each([
    [{ checklistType: 'passport', vehicleType: 'taxi', items: [item('x', true)] }, /checklistType/],
    [{ checklistType: 'driver', vehicleType: 'taxi', items: [] }, /items must not be empty/],
    [{ checklistType: 'driver', vehicleType: 'taxi', items: [{ id: 'garda-vetting', isCompleted: 'yes' }] }, /items/],
    [{ checklistType: 'driver', vehicleType: 'taxi', items: [item('garda-vetting', true), item('garda-vetting', false)] }, /must not repeat/],
    [{ checklistType: 'driver', vehicleType: 'taxi', items: 'all' }, /items/],
  ])('reject malformed items %#', async (payload, message) => {
    const { cookie } = await signUp(ctx.app);
    const res = await post('/api/checklists', cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(message);
  });
});
