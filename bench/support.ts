import { fork, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../src/server/app.ts';
import { connect, type Database } from '../src/server/db/client.ts';
import { startEmbeddedPostgres } from '../src/server/db/embedded.ts';
import { runMigrations } from '../src/server/db/migrate.ts';
import { parseEnv } from '../src/server/env.ts';

export interface BenchDatabase {
  database: Database;
  /** Its connection string, for an app started in a process of its own (`benchAppProcess`). */
  url: string;
  close(): Promise<void>;
}

/**
 * The machine's PostgreSQL when DATABASE_URL is set, otherwise a throwaway embedded one. With
 * `fresh`, a database of its own is created on DATABASE_URL's server and dropped at the end
 * (benches that seed millions of rows must not leave them behind).
 */
export async function benchDatabase(options: { fresh?: boolean } = {}): Promise<BenchDatabase> {
  let url = process.env.DATABASE_URL;
  let stop = async (): Promise<void> => undefined;
  if (url && options.fresh) {
    const adminUrl = url;
    const name = `spsv_bench_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `create database ${name}`);
    const own = new URL(adminUrl);
    own.pathname = `/${name}`;
    url = own.toString();
    stop = () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  } else if (!url) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spsv-bench-'));
    fs.chmodSync(dir, 0o755);
    const embedded = await startEmbeddedPostgres(dir, () => undefined);
    url = embedded.url;
    stop = async () => {
      await embedded.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    };
  }
  const database = connect(url, { max: 20 });
  try {
    await runMigrations(database.pool);
  } catch (error) {
    await database.close();
    await stop();
    throw error;
  }
  return {
    database,
    url,
    async close() {
      try {
        await database.close();
      } finally {
        await stop();
      }
    },
  };
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Compiles the course (`npm run build:content`) unless dist/content holds it already. */
export function ensureContent(): void {
  const root = path.resolve(import.meta.dirname, '..');
  if (fs.existsSync(path.join(root, 'dist', 'content', 'course.json'))) return;
  const run = spawnSync('npm', ['run', 'build:content'], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) throw new Error('npm run build:content failed');
}

// Every simulated learner connects from 127.0.0.1: the per-address connection cap would refuse most of them.
export const benchEnv = parseEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://127.0.0.1', PAYMENTS_PROVIDER: 'sandbox', MAX_CONNECTIONS_PER_IP: '0' });

export async function benchApp(database: Database) {
  return buildApp({ env: benchEnv, database });
}

/**
 * The app in a Node process of its own on the bench's database, as a deployment runs it: apart
 * from the load generator, whose own JavaScript (building requests, parsing answers, timing)
 * would otherwise share the server's one event loop and count in every figure. Answers its URL.
 */
export async function benchAppProcess(database: BenchDatabase): Promise<{ url: string; close(): Promise<void> }> {
  const child = fork(path.join(import.meta.dirname, 'app-process.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_APP_DATABASE_URL: database.url },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (message: { url?: string }) => (message.url ? resolve(message.url) : reject(new BenchFailure('the app process sent no URL'))));
    child.once('exit', (code) => reject(new BenchFailure(`the app process ended (code ${code}) before it listened`)));
  });
  return {
    url,
    async close() {
      child.send('close');
      await exited;
    },
  };
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
    // autocannon's `errors` already counts its timeouts.
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/** One autocannon run, keeping every response time (so runs can be pooled, or overlaid). */
export function loadWithTimes(url: string, options: Partial<autocannon.Options>): Promise<{ result: autocannon.Result; times: number[] }> {
  return new Promise((resolve, reject) => {
    const times: number[] = [];
    const instance = autocannon({ url, connections: 20, duration: 5, ...options }, (error: unknown, result) => {
      if (error) reject(error instanceof Error ? error : new Error(String(error)));
      else resolve({ result, times });
    });
    instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  });
}

/**
 * A steady `rate` requests per second: `rate` one-connection autocannon instances at 1/s, started
 * 1/rate s apart (autocannon's `overallRate` renews every connection's allowance at the same
 * instant, so its requests leave together at the top of each second). Starting the instances is
 * itself a burst on the event loop the app shares, so they all run a `warmup` first and only
 * requests sent in the `seconds` after it count. Errors: non-2xx in that window, plus any
 * connection error or timeout (10 s) of the whole run, warm-up included.
 */
export async function loadSteady(url: string, rate: number, seconds: number, warmup: number, options: Partial<autocannon.Options> = {}) {
  const times: number[] = [];
  let errors = 0;
  const from = performance.now() + 1000 + warmup * 1000;
  const until = from + seconds * 1000;
  const results = await Promise.all(Array.from({ length: rate }, async (_, i) => {
    await sleep((i * 1000) / rate);
    return new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon({ url, ...options, connections: 1, overallRate: 1, duration: 1 + warmup + seconds }, (error: unknown, result) => {
        if (error) reject(error instanceof Error ? error : new Error(String(error)));
        else resolve(result);
      });
      instance.on('response', (_client, status, _bytes, ms) => {
        const sent = performance.now() - ms;
        if (sent < from || sent >= until) return;
        times.push(ms);
        if (status < 200 || status > 299) errors += 1;
      });
    });
  }));
  // autocannon's `errors` already counts its timeouts.
  errors += results.reduce((n, r) => n + r.errors, 0);
  return { requests: times.length, errors, ...latencyStats(times) };
}

/** Median, p99 and max of response times, in ms to one decimal. */
export function latencyStats(times: number[]): { p50: number; p99: number; max: number } {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => Math.round((sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? 0) * 10) / 10;
  return { p50: at(0.5), p99: at(0.99), max: at(1) };
}

/**
 * Loads each target in turn, in short alternating rounds (A B, B A, A B, …), and pools each
 * target's rounds: a noisy machine's slow spells then fall on every side alike, where one long
 * run after another would hand them to whichever ran second.
 */
export async function loadAlternating(targets: { url: string; options?: Partial<autocannon.Options> }[], seconds: number, rounds = 5): Promise<LoadResult[]> {
  const pooled = targets.map(() => ({ seconds: 0, times: [] as number[], errors: 0, non2xx: 0 }));
  const roundSeconds = Math.max(1, Math.round(seconds / rounds));
  for (let r = 0; r < rounds; r += 1) {
    const order = targets.map((_, i) => i);
    if (r % 2 === 1) order.reverse();
    for (const i of order) {
      const target = targets[i];
      const into = pooled[i];
      if (!target || !into) continue;
      const { result, times } = await loadWithTimes(target.url, { ...target.options, duration: roundSeconds });
      into.seconds += result.duration;
      into.times.push(...times);
      into.errors += result.errors;
      into.non2xx += result.non2xx;
    }
  }
  return pooled.map((p) => ({
    requestsPerSecond: p.seconds > 0 ? p.times.length / p.seconds : 0,
    ...latencyStats(p.times),
    errors: p.errors,
    non2xx: p.non2xx,
  }));
}

/** What `npm run bench` hands each bench: `smoke` (`-- --smoke`, CI) runs it for seconds on small seeds. */
export interface BenchOptions {
  smoke: boolean;
}

/** A bench that met an error or a status it did not expect: its figures mean nothing, so the run fails. */
export class BenchFailure extends Error {}

export function failOnErrors(what: string, errors: number, detail = ''): void {
  if (errors > 0) throw new BenchFailure(`${what}: ${errors} error(s) or unexpected status(es)${detail ? ` (${detail})` : ''}`);
}

export interface TargetLine {
  figure: string;
  result: string;
  target: string;
  /** null: a reference figure with no target. */
  met: boolean | null;
}

/** Every figure printed with its target in this run, for the summary `bench/run.ts` prints last. */
export const targetLines: TargetLine[] = [];

/**
 * Prints a figure beside its target. A missed target is reported (and summed up at the end), not
 * fatal: these machines are shared, so one slow spell must not fail CI; errors are what fail.
 */
export function report(figure: string, result: string, target: string, met: boolean | null): void {
  targetLines.push({ figure, result, target, met });
  const mark = met === null ? '' : met ? '  ok' : '  MISSED';
  print(`  ${figure}: ${result}  (target ${target})${mark}`);
}

/** A number of seconds from the environment, or the smoke run's few seconds. */
export function seconds(options: BenchOptions, variable: string, full: number, smoke: number): number {
  return options.smoke ? smoke : Number(process.env[variable] ?? full);
}

export function ratio(a: number, b: number): string {
  return b === 0 ? 'n/a' : (a / b).toFixed(2);
}

export function print(line: string): void {
  process.stdout.write(`${line}\n`);
}

/** The item whose score is the median (the lower middle one of an even count). */
export function medianBy<T>(items: readonly T[], score: (item: T) => number): T {
  const sorted = [...items].sort((a, b) => score(a) - score(b));
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  if (middle === undefined) throw new BenchFailure('no audit to take the median of');
  return middle;
}
