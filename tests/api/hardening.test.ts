import net from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { connect } from '../../src/server/db/client.ts';
import { sql } from 'drizzle-orm';
import { insertPasswordReset } from '../../src/server/data/users.ts';
import { hashesStarted, sha256 } from '../../src/server/lib/crypto.ts';
import { loggerOptions } from '../../src/server/logger.ts';
import { GENERIC_500 } from '../../src/server/plugins/error-handler.ts';
import { TEST_ORIGIN, testEnv, useTestApp } from '../support/test-app.ts';

/** Security and reliability round 2 (issue 16): slow clients, proxies, logs, outages, small holes. */
const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _enc, done) {
    lines.push(chunk.toString());
    done();
  },
});
const logged = () => lines.join('');
const ctx = useTestApp({
  env: { TRUST_PROXY: '1' },
  deps: {
    logger: pino(loggerOptions('info'), sink),
    timeouts: { requestMs: 1_500, headersMs: 1_000, idleMs: 10_000, checkEveryMs: 200 },
  },
});
const json = { 'content-type': 'application/json', origin: TEST_ORIGIN };
const contact = (subject: string) => ({ name: 'Aoife Byrne', email: 'aoife.secret@example.ie', subject, message: 'A question about the course' });

async function signUp(name: string): Promise<string> {
  const password = 'a-long-pass-123';
  await ctx.app.inject({ method: 'POST', url: '/api/register', headers: json, payload: { username: name, email: `${name}@example.ie`, password, vehicleType: 'taxi' } });
  const login = await ctx.app.inject({ method: 'POST', url: '/api/login', headers: json, payload: { username: name, password } });
  const cookie = login.cookies[0];
  return `${cookie?.name}=${cookie?.value}`;
}

describe('brute force in parallel', () => {
  it('refuses all but eight of 50 simultaneous wrong passwords for one user', async () => {
    await signUp('parallelguess');
    const guesses = Array.from({ length: 50 }, (_, i) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { ...json, 'x-forwarded-for': `192.0.2.${(i % 5) + 10}` },
        payload: { username: 'parallelguess', password: `wrong-guess-${i}` },
      }),
    );
    const statuses = (await Promise.all(guesses)).map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(8);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(42);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
  });

  it('a right password clears the count for that username', async () => {
    await signUp('clearsafter');
    const attempt = (password: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/login', headers: { ...json, 'x-forwarded-for': '192.0.2.60' }, payload: { username: 'clearsafter', password } });
    for (let i = 0; i < 5; i += 1) expect((await attempt('not-it-at-all')).statusCode).toBe(401);
    expect((await attempt('a-long-pass-123')).statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1) expect((await attempt('not-it-at-all')).statusCode).toBe(401);
  });
});

describe('nobody can lock a learner out (issue 27 §4)', () => {
  const attempt = (username: string, password: string, ip: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/login', headers: { ...json, 'x-forwarded-for': ip }, payload: { username, password } });

  it('refuses the guessing network, not the learner signing in from elsewhere', async () => {
    await signUp('lockedfromafar');
    const guesses = [];
    for (let i = 0; i < 12; i += 1) guesses.push((await attempt('lockedfromafar', `guess-${i}-wrong`, '203.0.113.7')).statusCode);
    expect(guesses.slice(0, 8).every((s) => s === 401)).toBe(true);
    expect(guesses.slice(8)).toEqual([429, 429, 429, 429]);
    const refused = await attempt('lockedfromafar', 'a-long-pass-123', '203.0.113.7');
    expect(refused.json<{ message: string }>().message).toMatch(/reset your password/);
    expect((await attempt('lockedfromafar', 'a-long-pass-123', '198.51.100.20')).statusCode).toBe(200);
  });

  it('a password reset clears every sign-in counter of the username', async () => {
    await signUp('resetunlocks');
    for (let i = 0; i < 9; i += 1) await attempt('resetunlocks', `guess-${i}-wrong`, '203.0.113.8');
    expect((await attempt('resetunlocks', 'a-long-pass-123', '203.0.113.8')).statusCode).toBe(429);
    const token = 'reset-token-for-lockout-test-0123456789';
    const [row] = (await ctx.database.db.execute<{ id: number }>(sql`select id from users where username = 'resetunlocks'`)).rows;
    await insertPasswordReset(ctx.database.db, sha256(token), row?.id ?? 0, new Date(Date.now() + 3_600_000));
    const reset = await ctx.app.inject({ method: 'POST', url: '/api/reset-password', headers: json, payload: { token, password: 'a-brand-new-pass-456' } });
    expect(reset.statusCode).toBe(200);
    expect((await attempt('resetunlocks', 'a-brand-new-pass-456', '203.0.113.8')).statusCode).toBe(200);
  });
});

describe('no free password hashing', () => {
  it('refuses a taken name or an unknown reset link before hashing anything', async () => {
    await signUp('takenname');
    const before = hashesStarted();
    const taken = await ctx.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { ...json, 'x-forwarded-for': '192.0.2.70' },
      payload: { username: 'takenname', email: 'other-takenname@example.ie', password: 'a-long-pass-123', vehicleType: 'taxi' },
    });
    expect(taken.statusCode).toBe(409);
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      headers: { ...json, 'x-forwarded-for': '192.0.2.70' },
      payload: { token: 'y'.repeat(43), password: 'a-long-pass-123' },
    });
    expect(reset.statusCode).toBe(400);
    expect(hashesStarted()).toBe(before);
  });

  it('limits registrations and reset attempts per IP', async () => {
    const register = (i: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/register',
        headers: { ...json, 'x-forwarded-for': '192.0.2.80' },
        payload: { username: `flood${i}`, email: `flood${i}@example.ie`, password: 'a-long-pass-123', vehicleType: 'taxi' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 22; i += 1) statuses.push((await register(i)).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
    const resets: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/reset-password', headers: { ...json, 'x-forwarded-for': '192.0.2.81' }, payload: { token: `${'z'.repeat(40)}${i}00`, password: 'a-long-pass-123' } });
      resets.push(res.statusCode);
    }
    expect(resets.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(resets[10]).toBe(429);
  });
});

describe('slow clients', () => {
  let port: number;
  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as net.AddressInfo).port;
  });

  it('closes a request whose body arrives a byte at a time', async () => {
    const socket = net.connect(port, '127.0.0.1');
    socket.on('error', () => undefined); // the server cutting us off mid-write is the point
    await new Promise((r) => socket.once('connect', r));
    socket.write(`POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n`);
    const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())));
    const started = Date.now();
    const dribble = setInterval(() => socket.writable && socket.write('{'), 300);
    const outcome = await Promise.race([closed, new Promise<'open'>((r) => setTimeout(() => r('open'), 8_000))]);
    clearInterval(dribble);
    socket.destroy();
    expect(outcome).not.toBe('open');
    expect((outcome as number) - started).toBeLessThan(5_000);
  });
});

describe('behind a proxy (TRUST_PROXY=1)', () => {
  it('keys limits on the address the proxy saw, not a spoofed left-most one', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { ...json, 'x-forwarded-for': `198.51.100.${i + 1}, 203.0.113.77` },
        payload: contact(`proxy ${i}`),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});

describe('no secrets in logs', () => {
  it('never logs a mail body or the reset link it carries', async () => {
    await signUp('logsafe');
    lines.length = 0;
    const res = await ctx.app.inject({ method: 'POST', url: '/api/forgot-password', headers: json, payload: { email: 'logsafe@example.ie' } });
    expect(res.statusCode).toBe(200);
    const { rows } = await ctx.database.pool.query<{ text_body: string }>(`select text_body from outbox_emails where to_address = 'logsafe@example.ie'`);
    const token = /token=([\w-]+)/.exec(rows[0]?.text_body ?? '')?.[1];
    expect(token).toBeTruthy();
    expect(logged()).not.toContain(token);
    expect(logged()).not.toContain('reset-password?token');
  });

  it('redacts tokens from logged URLs', async () => {
    lines.length = 0;
    await ctx.app.inject({ method: 'GET', url: '/reset-password?token=SeCrEtToKeN123' });
    expect(logged()).toContain('/reset-password?token=[redacted]');
    expect(logged()).not.toContain('SeCrEtToKeN123');
  });

  it('logs a failed query without its parameters', async () => {
    await ctx.database.pool.query(`alter table contact_messages add constraint no_subject check (subject <> 'explode')`);
    lines.length = 0;
    const res = await ctx.app.inject({ method: 'POST', url: '/api/contact', headers: { ...json, 'x-forwarded-for': '192.0.2.200' }, payload: contact('explode') });
    await ctx.database.pool.query('alter table contact_messages drop constraint no_subject');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: GENERIC_500 });
    expect(logged()).toContain('contact_messages');
    expect(logged()).not.toContain('aoife.secret@example.ie');
    expect(logged()).not.toContain('Aoife Byrne');
  });
});

describe('small holes', () => {
  it('checks the origin of a mutation whatever the path spelling', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/%61pi/contact', headers: { ...json, origin: 'https://evil.example' }, payload: contact('encoded') });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a lone surrogate with a 400 naming the field', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { ...json, 'x-forwarded-for': '192.0.2.201' },
      payload: '{"name":"A\\ud800b","email":"a@example.ie","subject":"s","message":"m"}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/^name: /);
  });

  it('marks every API answer no-store', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('does not sign out on HEAD or on a cross-site GET of /api/logout', async () => {
    const cookie = await signUp('logoutguard');
    const head = await ctx.app.inject({ method: 'HEAD', url: '/api/logout', headers: { cookie } });
    expect(head.statusCode).toBe(405);
    const crossSite = await ctx.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie, 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).statusCode).toBe(200);
    const own = await ctx.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie, 'sec-fetch-site': 'same-origin' } });
    expect(own.statusCode).toBeLessThan(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).statusCode).toBe(401);
  });
});

describe('database trouble is a 503', () => {
  const away = connect('postgres://postgres:x@127.0.0.1:1/none', { max: 2 });
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    app = await buildApp({ env: testEnv(), database: away });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await away.close();
  });

  it.each([
    ['/api/register', { username: 'downuser', email: 'down@example.ie', password: 'a-long-pass-123', vehicleType: 'taxi' }],
    ['/api/login', { username: 'downuser', password: 'a-long-pass-123' }],
    ['/api/contact', contact('down')],
    ['/api/forgot-password', { email: 'down@example.ie' }],
  ])('%s answers 503 with the database away', async (url, payload) => {
    const res = await app.inject({ method: 'POST', url, headers: json, payload });
    expect(res.statusCode).toBe(503);
  });
});
