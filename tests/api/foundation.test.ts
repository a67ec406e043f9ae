import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { GENERIC_500 } from '../../src/server/plugins/error-handler.ts';
import { TEST_ORIGIN, testEnv, useTestApp } from '../support/test-app.ts';

const ctx = useTestApp();

describe('health and documents', () => {
  it('answers /api/health with a database round trip', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('serves the OpenAPI document listing the routes', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/contact']));
  });

  it('sends security headers with a content-security policy', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Route GET /api/nothing-here not found' });
  });
});

describe('bad requests get a clear 400, never a 500', () => {
  const valid = { name: 'Aoife', email: 'aoife@example.ie', subject: 'Hello', message: 'A question' };

  it('rejects malformed JSON', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/json' }, payload: '{"name":' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('rejects a wrong content type', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': 'text/plain' }, payload: 'hello' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/application\/json/);
  });

  it('names the field that is wrong', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/contact', payload: { ...valid, email: 'not-an-email' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'email: Please enter a valid email address' });
  });

  it('refuses NUL characters, which PostgreSQL text cannot store', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/contact', payload: { ...valid, name: 'a\u0000b' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'name: text must not contain NUL characters' });
  });

  it('refuses bodies over the size limit with 413', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/contact', payload: { ...valid, message: 'x'.repeat(70_000) } });
    expect(res.statusCode).toBe(413);
  });

  it('refuses a cross-origin mutation', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/contact', headers: { origin: 'https://evil.example' }, payload: valid });
    expect(res.statusCode).toBe(403);
    const same = await ctx.app.inject({ method: 'POST', url: '/api/contact', headers: { origin: TEST_ORIGIN }, payload: valid });
    expect(same.statusCode).toBe(201);
  });
});

describe('contact messages', () => {
  it('stores a valid message and rate-limits a flood', async () => {
    const ip = '203.0.113.9';
    const body = { name: 'Seán', email: 'Sean@Example.ie', phone: '', subject: 'Fleet', message: 'Do you offer group plans?' };
    for (let i = 0; i < 5; i += 1) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/contact', remoteAddress: ip, payload: body });
      expect(res.statusCode).toBe(201);
    }
    const blocked = await ctx.app.inject({ method: 'POST', url: '/api/contact', remoteAddress: ip, payload: body });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    const rows = await ctx.database.db.execute<{ email: string; phone: string | null }>(
      sql`select email, phone from contact_messages where subject = 'Fleet'`,
    );
    expect(rows.rows).toHaveLength(5);
    expect(rows.rows[0]).toEqual({ email: 'sean@example.ie', phone: null });
  });
});

describe('unknown errors', () => {
  it('answer a generic 500 without internals', async () => {
    const app = await buildApp({ env: testEnv(), database: ctx.database });
    app.get('/api/boom', async () => {
      throw new Error('secret stack detail');
    });
    const res = await app.inject({ method: 'GET', url: '/api/boom' });
    await app.close();
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: GENERIC_500 });
    expect(res.body).not.toContain('secret');
  });
});
