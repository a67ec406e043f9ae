import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppDeps } from '../../src/server/app.ts';
import { parseEnv, type Env } from '../../src/server/env.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export const TEST_ORIGIN = 'http://localhost:5000';

export function testEnv(overrides: Record<string, string> = {}): Env {
  // Tests are many clients on one address (127.0.0.1), so the per-address connection cap is off
  // unless a test sets it (tests/api/connections.test.ts).
  return parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: TEST_ORIGIN, MAX_CONNECTIONS_PER_IP: '0', ...overrides });
}

export interface TestContext {
  app: FastifyInstance;
  database: TestDatabase;
}

export interface TestAppSetup {
  env?: Record<string, string>;
  deps?: Partial<Omit<AppDeps, 'env' | 'database' | 'jobs'>>;
  /** Start the pg-boss job queue on the test database, polling every half second. */
  jobs?: boolean;
}

/** Builds the real app on a database of its own for the calling test file. */
export function useTestApp(setup: TestAppSetup | (() => Promise<TestAppSetup>) = {}): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    const { env = {}, deps = {}, jobs = false } = typeof setup === 'function' ? await setup() : setup;
    ctx.database = await createTestDatabase();
    ctx.app = await buildApp({
      ...deps,
      env: testEnv(env),
      database: ctx.database,
      ...(jobs && { jobs: { connectionString: ctx.database.url, pollingSeconds: 0.5 } }),
    });
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.database?.drop();
  });
  return ctx;
}
