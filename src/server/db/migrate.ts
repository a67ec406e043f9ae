import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';

export const MIGRATIONS_FOLDER = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../drizzle',
);

/** Arbitrary constant: serialises migrations when several instances start together. */
const MIGRATION_LOCK = 5_150_017;

export async function runMigrations(pool: pg.Pool, migrationsFolder = MIGRATIONS_FOLDER): Promise<void> {
  await withStartupLock(pool, async (client) => {
    await migrate(drizzle(client), { migrationsFolder });
  });
}

/**
 * Runs `work` while holding the start-up advisory lock, so instances starting together take
 * turns: migrations, and the job queue's own schema and queues (pg-boss creates tables, which
 * deadlocks when two instances race).
 */
export async function withStartupLock<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      return await work(client);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}
