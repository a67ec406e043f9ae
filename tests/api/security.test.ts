import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { testEnv, useTestApp } from '../support/test-app.ts';
import { grantPlan, signUp } from '../support/users.ts';

/** The security review of issue 11, as tests. */
const ctx = useTestApp();

/** Routes anyone may call; every other API route needs a session. */
const PUBLIC = new Set([
  'GET /api/health', 'GET /api/openapi.json', 'GET /api/payments/config', 'GET /api/logout', 'GET /api/site-status',
  'POST /api/register', 'POST /api/login', 'POST /api/forgot-password', 'POST /api/reset-password', 'POST /api/contact', 'POST /api/stripe/webhook',
  'POST /api/email-change/confirm', 'POST /api/email-change/undo', 'POST /api/reminders/unsubscribe',
  'POST /api/reminders/one-click-unsubscribe', 'GET /api/reminders/one-click-unsubscribe',
  // The free taster (issue 32 §7): a fixed public sample, never the paid banks.
  'GET /api/taster', 'POST /api/taster/answers',
]);
/** Routes that need an active plan as well (DESIGN.md §9). */
const PAID = new Set([
  'GET /api/content/modules/{id}', 'POST /api/training/progress', 'POST /api/practice-tests',
  'POST /api/attempts', 'GET /api/attempts', 'GET /api/attempts/{id}', 'PUT /api/attempts/{id}/answers/{position}', 'POST /api/attempts/{id}/submit',
  'GET /api/review/due', 'POST /api/review/{questionId}/answer', 'GET /api/readiness',
  'GET /api/study-plan', 'PUT /api/study-plan', 'POST /api/questions/{id}/reports',
]);

async function routes(): Promise<{ method: string; path: string }[]> {
  const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
  return Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => ({ method: m.toUpperCase(), path })));
}

const ATTEMPT = '0b7c4f5e-8d3a-4c2b-9e1f-2a3b4c5d6e7f';
const concrete = (path: string) => (path.startsWith('/api/attempts/') ? path.replace('{id}', ATTEMPT) : path.replace('{id}', '1')).replace('{position}', '0').replace('{questionId}', 'm01-001');

describe('authorisation on every route', () => {
  it('refuses every personal route without a session, and every paid route without a plan', async () => {
    const all = await routes();
    expect(all.length).toBeGreaterThan(25);
    const { cookie } = await signUp(ctx.app);
    for (const { method, path } of all) {
      const key = `${method} ${path}`;
      if (PUBLIC.has(key)) continue;
      const anonymous = await ctx.app.inject({ method: method as 'GET', url: concrete(path), payload: method === 'GET' ? undefined : {} });
      expect(anonymous.statusCode, key).toBe(401);
      if (PAID.has(key)) {
        const unpaid = await ctx.app.inject({ method: method as 'GET', url: concrete(path), headers: { cookie }, payload: method === 'GET' ? undefined : validBody(key) });
        expect(unpaid.statusCode, key).toBe(402);
      }
    }
  });

  it("never shows one user's data to another", async () => {
    const a = await signUp(ctx.app);
    const b = await signUp(ctx.app);
    await grantPlan(ctx.database.db, a.user.username);
    const asA = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, headers: { cookie: a.cookie }, payload });
    await asA('/api/checklists', { checklistType: 'driver', vehicleType: 'taxi', items: [{ id: 'garda-vetting', title: '', description: '', tooltipText: '', isCompleted: true }] });
    await asA('/api/training/progress', { moduleId: 1, vehicleType: 'taxi', progress: 100, isCompleted: true });
    const attempt = (await asA('/api/attempts', { testId: 3 })).json<{ id: string }>();
    await asA(`/api/attempts/${attempt.id}/submit`, {});
    await asA('/api/attempts', { testId: 1 });
    await asA('/api/entry-test/sittings', { satOn: '2026-01-15', industryPassed: true, areaPassed: false });
    // A really has data, so "B sees none" means something.
    for (const url of ['/api/checklists', '/api/training/progress', '/api/practice-tests', '/api/attempts']) {
      expect((await ctx.app.inject({ method: 'GET', url, headers: { cookie: a.cookie } })).json<unknown[]>(), url).toHaveLength(1);
    }
    await grantPlan(ctx.database.db, b.user.username);
    for (const url of ['/api/checklists', '/api/training/progress', '/api/practice-tests', '/api/attempts']) {
      expect((await ctx.app.inject({ method: 'GET', url, headers: { cookie: b.cookie } })).json(), url).toEqual([]);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/entry-test/sittings', headers: { cookie: b.cookie } })).json()).toEqual({ sittings: [], status: { state: 'not_sat' } });
    expect((await ctx.app.inject({ method: 'GET', url: `/api/attempts/${attempt.id}`, headers: { cookie: b.cookie } })).statusCode).toBe(404);
    const account = (await ctx.app.inject({ method: 'GET', url: '/api/user/account', headers: { cookie: b.cookie } })).json<{ username: string }>();
    expect(account.username).toBe(b.user.username);
    const exported = (await ctx.app.inject({ method: 'GET', url: '/api/user/export', headers: { cookie: b.cookie } })).body;
    expect(exported).not.toContain(a.user.username);
  });
});

describe('sessions and cookies', () => {
  it('marks the cookie Secure in production', async () => {
    const app = await buildApp({ env: testEnv({ NODE_ENV: 'production', PUBLIC_URL: 'https://spsvprep.example', PAYMENTS_PROVIDER: 'sandbox' }), database: ctx.database });
    const user = { username: `prod${Date.now().toString(36)}`, email: `prod${Date.now().toString(36)}@example.ie`, password: 'secret-123', vehicleType: 'taxi' };
    await app.inject({ method: 'POST', url: '/api/register', payload: user });
    const res = await app.inject({ method: 'POST', url: '/api/login', payload: { username: user.username, password: user.password } });
    const cookie = res.cookies.find((c) => c.name === 'spsv_session');
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=/);
    await app.close();
  });

  it('refuses a cross-site logout link', async () => {
    const { cookie } = await signUp(ctx.app);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie, 'sec-fetch-site': 'cross-site' } });
    expect(res.statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).statusCode).toBe(200);
  });

  it('refuses a cross-site form post', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/contact', headers: { 'sec-fetch-site': 'cross-site' }, payload: { name: 'x', email: 'x@example.ie', subject: 's', message: 'm' } });
    expect(res.statusCode).toBe(403);
  });
});

describe('pages', () => {
  it('carry a content-security policy and framing protection', async () => {
    for (const url of ['/', '/dashboard', '/login']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toMatch(/default-src 'self'.*script-src 'self' https:\/\/js\.stripe\.com/);
      expect(res.headers['content-security-policy'], url).toContain("object-src 'none'");
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });
});

function validBody(key: string): object {
  if (key === 'POST /api/training/progress') return { moduleId: 1, vehicleType: 'taxi', progress: 100, isCompleted: true };
  if (key === 'POST /api/attempts') return { testId: 3 };
  if (key === 'PUT /api/attempts/{id}/answers/{position}') return { selected: 1 };
  if (key === 'POST /api/attempts/{id}/submit') return {};
  if (key === 'POST /api/review/{questionId}/answer') return { selected: 1 };
  return { attemptId: ATTEMPT, testType: 'Customer Service', vehicleType: 'taxi', score: 20, totalQuestions: 25, dateTaken: new Date().toISOString() };
}
