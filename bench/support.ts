import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../src/server/app.ts';
import { connect, type Database } from '../src/server/db/client.ts';
import { startEmbeddedPostgres } from '../src/server/db/embedded.ts';
import { runMigrations } from '../src/server/db/migrate.ts';
import { parseEnv } from '../src/server/env.ts';

export interface BenchDatabase {
  database: Database;
  close(): Promise<void>;
}

/** The machine's PostgreSQL when DATABASE_URL is set, otherwise a throwaway embedded one. */
export async function benchDatabase(): Promise<BenchDatabase> {
  let url = process.env.DATABASE_URL;
  let stop = async (): Promise<void> => undefined;
  if (!url) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spsv-bench-'));
    fs.chmodSync(dir, 0o755);
    const pg = await startEmbeddedPostgres(dir, () => undefined);
    url = pg.url;
    stop = async () => {
      await pg.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    };
  }
  const database = connect(url, { max: 20 });
  await runMigrations(database.pool);
  return {
    database,
    async close() {
      await database.close();
      await stop();
    },
  };
}

export async function benchApp(database: Database) {
  const env = parseEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://127.0.0.1' });
  return buildApp({ env, database });
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  non2xx: number;
}

export async function load(url: string, options: Partial<autocannon.Options> = {}): Promise<LoadResult> {
  const result = await autocannon({ url, connections: 20, duration: 5, ...options });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export function ratio(a: number, b: number): string {
  return b === 0 ? 'n/a' : (a / b).toFixed(2);
}

export function print(line: string): void {
  process.stdout.write(`${line}\n`);
}
