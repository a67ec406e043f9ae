import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { parseEnv, type Env } from '../../src/server/env.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export const TEST_ORIGIN = 'http://localhost:5000';

export function testEnv(overrides: Record<string, string> = {}): Env {
  return parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: TEST_ORIGIN, ...overrides });
}

export interface TestContext {
  app: FastifyInstance;
  database: TestDatabase;
}

/** Builds the real app on a database of its own for the calling test file. */
export function useTestApp(
  overrides: Record<string, string> | (() => Promise<Record<string, string>>) = {},
): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    ctx.database = await createTestDatabase();
    const values = typeof overrides === 'function' ? await overrides() : overrides;
    ctx.app = await buildApp({ env: testEnv(values), database: ctx.database });
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.database?.drop();
  });
  return ctx;
}
