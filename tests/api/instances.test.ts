import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../support/api-client.ts';
import { freePort, startServer, waitForHealth, type ServerProcess } from '../support/server-process.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

/** Two app processes on one PostgreSQL (DESIGN.md §1): nothing that matters lives in memory. */
let database: TestDatabase;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  database = await createTestDatabase();
  const env = { DATABASE_URL: database.url, LOG_LEVEL: 'warn' };
  [a, b] = [startServer(env, await freePort()), startServer(env, await freePort())];
  await Promise.all([waitForHealth(a), waitForHealth(b)]);
}, 120_000);

afterAll(async () => {
  for (const s of [a, b]) {
    s?.child.kill('SIGTERM');
    await s?.exited;
  }
  await database?.drop();
});

describe('two instances', () => {
  it('share sessions, and a logout on one ends the session on the other', async () => {
    const onA = new Client(a.baseUrl);
    const name = `multi${Date.now().toString(36)}`;
    await onA.call('POST', '/api/register', { username: name, email: `${name}@example.ie`, password: 'secret-123', vehicleType: 'taxi' });
    expect((await onA.call('POST', '/api/login', { username: name, password: 'secret-123' })).status).toBe(200);
    const onB = new Client(b.baseUrl);
    onB.cookie = onA.cookie;
    expect((await onB.call('GET', '/api/user')).json).toMatchObject({ username: name });
    await onA.call('GET', '/api/logout');
    expect((await onB.call('GET', '/api/user')).status).toBe(401);
  });

  it('count failed sign-ins across both', async () => {
    const name = `limit${Date.now().toString(36)}`;
    const onA = new Client(a.baseUrl);
    await onA.call('POST', '/api/register', { username: name, email: `${name}@example.ie`, password: 'secret-123', vehicleType: 'taxi' });
    const statuses: number[] = [];
    for (let i = 0; i < 9; i += 1) {
      const client = new Client(i % 2 === 0 ? a.baseUrl : b.baseUrl);
      statuses.push((await client.call('POST', '/api/login', { username: name, password: 'wrong-password' })).status);
    }
    expect(statuses.slice(0, 8)).toEqual(Array(8).fill(401));
    expect(statuses[8]).toBe(429);
  }, 60_000);

  it('take a payment started on one and confirmed on the other, once', async () => {
    const onA = new Client(a.baseUrl);
    const name = `pay${Date.now().toString(36)}`;
    await onA.call('POST', '/api/register', { username: name, email: `${name}@example.ie`, password: 'secret-123', vehicleType: 'taxi' });
    await onA.call('POST', '/api/login', { username: name, password: 'secret-123' });
    const { clientSecret } = (await onA.call('POST', '/api/create-payment-intent', { planType: 'STANDARD' })).json as { clientSecret: string };
    const onB = new Client(b.baseUrl);
    onB.cookie = onA.cookie;
    expect((await onB.call('POST', '/api/sandbox/confirm-card', { clientSecret, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', returnPath: '/checkout' })).status).toBe(200);
    const paymentIntentId = clientSecret.split('_secret_')[0];
    const [first, second] = await Promise.all([
      onA.call('POST', '/api/confirm-payment', { planType: 'STANDARD', paymentIntentId }),
      onB.call('POST', '/api/confirm-payment', { planType: 'STANDARD', paymentIntentId }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([(first.json as { alreadyRecorded: boolean }).alreadyRecorded, (second.json as { alreadyRecorded: boolean }).alreadyRecorded].sort()).toEqual([false, true]);
    const rows = await database.db.execute<{ n: number }>(`select count(*)::int as n from purchases p join users u on u.id = p.user_id where u.username = '${name}'`);
    expect(rows.rows[0]?.n).toBe(1);
    expect((await onB.call('GET', '/api/user')).json).toMatchObject({ hasPurchased: true });
  });
});
