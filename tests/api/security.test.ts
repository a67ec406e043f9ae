import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { testEnv, useTestApp } from '../support/test-app.ts';
import { signUp } from '../support/users.ts';

/** The security review of issue 11, as tests. */
const ctx = useTestApp();

/** Routes anyone may call; every other API route needs a session. */
const PUBLIC = new Set([
  'GET /api/health', 'GET /api/openapi.json', 'GET /api/payments/config', 'GET /api/logout',
  'POST /api/register', 'POST /api/login', 'POST /api/forgot-password', 'POST /api/reset-password', 'POST /api/contact', 'POST /api/stripe/webhook',
]);
/** Routes that need an active plan as well (DESIGN.md §9). */
const PAID = new Set(['GET /api/content/modules/{id}', 'GET /api/practice-tests/{testId}/draw', 'POST /api/training/progress', 'POST /api/practice-tests']);

async function routes(): Promise<{ method: string; path: string }[]> {
  const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
  return Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => ({ method: m.toUpperCase(), path })));
}

const concrete = (path: string) => path.replace('{id}', '1').replace('{testId}', '1');

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
    await ctx.app.inject({ method: 'POST', url: '/api/checklists', headers: { cookie: a.cookie }, payload: { checklistType: 'driver', vehicleType: 'taxi', items: [{ id: 'garda-vetting', title: '', description: '', tooltipText: '', isCompleted: true }] } });
    for (const url of ['/api/checklists', '/api/training/progress', '/api/practice-tests']) {
      expect((await ctx.app.inject({ method: 'GET', url, headers: { cookie: b.cookie } })).json(), url).toEqual([]);
    }
    const account = (await ctx.app.inject({ method: 'GET', url: '/api/user/account', headers: { cookie: b.cookie } })).json<{ username: string }>();
    expect(account.username).toBe(b.user.username);
    const exported = (await ctx.app.inject({ method: 'GET', url: '/api/user/export', headers: { cookie: b.cookie } })).body;
    expect(exported).not.toContain(a.user.username);
  });
});

describe('sessions and cookies', () => {
  it('marks the cookie Secure in production', async () => {
    const app = await buildApp({ env: testEnv({ NODE_ENV: 'production', PUBLIC_URL: 'https://spsvprep.example' }), database: ctx.database });
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
  return { testId: 3, testType: 'Customer Service', vehicleType: 'taxi', score: 20, totalQuestions: 25, dateTaken: new Date().toISOString() };
}
