import autocannon from 'autocannon';
import { benchApp, benchDatabase, print, ratio } from './support.ts';
import { signedInCookie } from './users.ts';

/**
 * DESIGN.md §11: a fixed-rate mix of signed-in traffic (autocannon with a request rate, which
 * corrects for coordinated omission): no errors, and no request slower than 10x the median.
 */
export async function loadBench(): Promise<void> {
  const db = await benchDatabase();
  const app = await benchApp(db.database);
  try {
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const { cookie } = await signedInCookie(url, db.database.db);
    const json = { 'content-type': 'application/json', cookie };
    const result = (body: number) =>
      JSON.stringify({ testId: 3, testType: 'Customer Service', vehicleType: 'taxi', score: body % 26, totalQuestions: 25, dateTaken: new Date().toISOString() });
    const duration = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
    const rate = Number(process.env.BENCH_RATE ?? 200);
    const mix = (seconds: number) => autocannon({
      url,
      connections: 20,
      duration: seconds,
      overallRate: rate,
      requests: [
        { method: 'GET', path: '/api/user', headers: { cookie } },
        { method: 'GET', path: '/api/training/progress', headers: { cookie } },
        { method: 'GET', path: '/api/checklists', headers: { cookie } },
        { method: 'GET', path: '/api/practice-tests/1/draw', headers: { cookie } },
        { method: 'POST', path: '/api/practice-tests', headers: json, setupRequest: (req) => ({ ...req, body: result(Math.floor(Math.random() * 100)) }) },
        { method: 'POST', path: '/api/training/progress', headers: json, body: JSON.stringify({ moduleId: 3, vehicleType: 'taxi', progress: 100, isCompleted: true }) },
      ],
    });
    // Warm up first (JIT, connection pool, prepared statements), then measure.
    await mix(5);
    const run = await mix(duration);
    const errors = run.errors + run.non2xx;
    print(`load: ${rate} req/s for ${duration} s of mixed signed-in traffic (user, progress, checklists, test draw, result save)`);
    print(`  requests ${run.requests.total}  errors ${errors}  median ${run.latency.p50} ms  p99 ${run.latency.p99} ms  max ${run.latency.max} ms`);
    print(`  max/median = ${ratio(run.latency.max, Math.max(run.latency.p50, 1))} (target <= 10)`);
  } finally {
    await app.close();
    await db.close();
  }
}
