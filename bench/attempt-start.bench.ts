import { setTimeout as sleep } from 'node:timers/promises';
import type autocannon from 'autocannon';
import { benchApp, benchDatabase, benchEnv, ensureContent, failOnErrors, latencyStats, loadWithTimes, print, report, seconds, type BenchOptions } from './support.ts';
import { seedLearners, signIn } from './seed.ts';

/**
 * Issue 18 §6: starting the 90-question Entry Test simulator (`POST /api/attempts`, 54 + 36
 * questions drawn, stored and sent back) at a fixed 20 starts per second by many learners, on
 * the same seeded database as attempt-answer. Target: p99 under 50 ms, no errors.
 *
 * autocannon's `overallRate` gives each connection its own per-second allowance, all renewed at
 * the same instant, so 20 connections at 1/s start 20 tests at once at the top of every second.
 * The steady figure therefore runs `rate` one-connection instances at 1/s, started 1/rate s
 * apart: one start every 50 ms. The burst figure (plain `overallRate`, as the load bench
 * drives it) is printed beside it.
 */
export async function attemptStartBench(options: BenchOptions): Promise<void> {
  ensureContent();
  const db = await benchDatabase({ fresh: true });
  const { pool } = db.database;
  let app: Awaited<ReturnType<typeof benchApp>> | undefined;
  try {
    app = await benchApp(db.database);
    const population = { learners: options.smoke ? 500 : Number(process.env.BENCH_LEARNERS ?? 20_000), attemptsPerLearner: 2, itemsPerAttempt: 25 };
    const seeded = await seedLearners(pool, population);
    const rate = options.smoke ? 5 : Math.max(1, Math.round(Number(process.env.BENCH_START_RATE ?? 20)));
    const duration = seconds(options, 'BENCH_SECONDS', 20, 2);
    const warmup = options.smoke ? 1 : 3;
    // The app allows 60 starts per learner per hour and shows one learner at most 750 distinct
    // questions a day (a simulator start shows its first part, 54): at most ten starts each.
    const starters = Math.max(200, Math.ceil((rate * (warmup + 2 * duration)) / 10));
    const { rows } = await pool.query<{ id: number }>('select id from users order by random() limit $1', [starters]);
    const cookies = await signIn(pool, benchEnv.SESSION_COOKIE_NAME, rows.map((r) => r.id));
    const url = `${await app.listen({ port: 0, host: '127.0.0.1' })}/api/attempts`;

    let next = 0;
    const start: autocannon.Request = {
      method: 'POST',
      setupRequest: (req) => {
        next = (next + 1) % cookies.length;
        return { ...req, headers: { 'content-type': 'application/json', cookie: cookies[next] ?? '' }, body: JSON.stringify({ testId: 100, county: 'Dublin' }) };
      },
    };
    const tally = (runs: { result: autocannon.Result; times: number[] }[]) => ({
      requests: runs.reduce((n, r) => n + r.times.length, 0),
      errors: runs.reduce((n, r) => n + r.result.errors + r.result.non2xx, 0),
      ...latencyStats(runs.flatMap((r) => r.times)),
    });
    const steady = async (secs: number) =>
      tally(await Promise.all(Array.from({ length: rate }, async (_, i) => {
        await sleep((i * 1000) / rate);
        return loadWithTimes(url, { connections: 1, overallRate: 1, duration: secs, requests: [start] });
      })));
    const burst = async (secs: number) => tally([await loadWithTimes(url, { connections: 20, overallRate: rate, duration: secs, requests: [start] })]);

    const warm = await steady(warmup);
    const even = await steady(duration);
    const bursts = await burst(duration);
    print(`attempt-start: POST /api/attempts (Entry Test simulator, 90 questions), ${rate}/s for ${duration} s by ${cookies.length} learners`);
    print(`  seeded ${population.learners} learners, ${population.learners * population.attemptsPerLearner * population.itemsPerAttempt} attempt items in ${seeded.toFixed(1)} s`);
    print(`  steady (one every ${(1000 / rate).toFixed(0)} ms)  requests ${even.requests}  errors ${even.errors}  p50 ${even.p50} ms  p99 ${even.p99} ms  max ${even.max} ms`);
    print(`  bursts (overallRate, ${rate} at once each second)  requests ${bursts.requests}  errors ${bursts.errors}  p50 ${bursts.p50} ms  p99 ${bursts.p99} ms  max ${bursts.max} ms`);
    report('simulator start p99, steady', `${even.p99} ms`, '< 50 ms', even.p99 < 50);
    report('simulator start p99, 20 at once', `${bursts.p99} ms`, 'none (reference)', null);
    failOnErrors('attempt-start', warm.errors + even.errors + bursts.errors);
  } finally {
    try {
      await app?.close();
    } finally {
      await db.close();
    }
  }
}
