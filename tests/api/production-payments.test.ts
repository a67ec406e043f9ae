import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startServer, waitForHealth, type ServerProcess } from '../support/server-process.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

/**
 * The production payment guard (DESIGN.md §15): a live deployment that forgot its Stripe key
 * must not quietly run the sandbox, where the test card buys real access.
 */
let database: TestDatabase;
const running: ServerProcess[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  for (const s of running) {
    if (s.child.exitCode === null) s.child.kill('SIGTERM');
    await s.exited;
  }
  await database?.drop();
});

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = startServer({ DATABASE_URL: database.url, PUBLIC_URL: 'https://spsv.example.ie', STRIPE_SECRET_KEY: '', PAYMENTS_PROVIDER: '', ...env }, await freePort());
  running.push(server);
  return server;
}

describe('payments configuration at start-up', () => {
  it('refuses production without STRIPE_SECRET_KEY, naming both ways out', async () => {
    const server = await start({ NODE_ENV: 'production' });
    const code = await server.exited;
    expect(code).not.toBe(0);
    expect(server.output()).toContain('STRIPE_SECRET_KEY');
    expect(server.output()).toContain('PAYMENTS_PROVIDER=sandbox');
    expect(server.output()).not.toMatch(/\n\s+at /); // a message, not a stack trace
  });

  it('refuses PAYMENTS_PROVIDER=stripe without a key, in any mode', async () => {
    const server = await start({ NODE_ENV: 'development', PAYMENTS_PROVIDER: 'stripe' });
    expect(await server.exited).not.toBe(0);
    expect(server.output()).toContain('STRIPE_SECRET_KEY');
  });

  it('runs a production test deployment on the sandbox when PAYMENTS_PROVIDER=sandbox says so', async () => {
    const server = await start({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'sandbox' });
    await waitForHealth(server);
    const res = await fetch(`${server.baseUrl}/api/payments/config`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ provider: 'sandbox', publishableKey: null });
  });
});
