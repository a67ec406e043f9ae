import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { benchApp, benchDatabase, failOnErrors, load, loadAlternating, print, ratio, report, seconds, type BenchOptions } from './support.ts';
import { signedInCookie } from './users.ts';

/**
 * DESIGN.md §11: an authenticated GET /api/user (session lookup, plan check, security headers,
 * validation, serialisation) against a bare Fastify route running one indexed SELECT through the
 * same pg pool, in the same run, in alternating rounds (a slow spell of the shared machine falls
 * on both sides). Target: at least 0.70 of the bare throughput, p99 at most 2x.
 */
export async function apiOverheadBench(options: BenchOptions): Promise<void> {
  const db = await benchDatabase();
  const app = await benchApp(db.database);
  const bare = Fastify();
  try {
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const { cookie, userId } = await signedInCookie(url, db.database.db);
    bare.get('/api/user', async () => {
      const rows = await db.database.db.execute<{ username: string; vehicle_type: string }>(sql`select username, vehicle_type from users where id = ${userId}`);
      return { username: rows.rows[0]?.username, vehicleType: rows.rows[0]?.vehicle_type, hasPurchased: true };
    });
    const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
    const duration = seconds(options, 'BENCH_SECONDS', 10, 2);
    const warm = await load(`${url}/api/user`, { duration: options.smoke ? 1 : 2, headers: { cookie } });
    await load(`${bareUrl}/api/user`, { duration: 1 });
    const [full, plain] = await loadAlternating([{ url: `${url}/api/user`, options: { headers: { cookie } } }, { url: `${bareUrl}/api/user` }], duration, options.smoke ? 2 : 5);
    if (!full || !plain) throw new Error('no load results');
    print('api-overhead: authenticated GET /api/user vs bare route with one indexed SELECT (alternating rounds)');
    print(`  app   ${full.requestsPerSecond.toFixed(0)} req/s  p50 ${full.p50} ms  p99 ${full.p99} ms  errors ${full.errors + full.non2xx}`);
    print(`  bare  ${plain.requestsPerSecond.toFixed(0)} req/s  p50 ${plain.p50} ms  p99 ${plain.p99} ms  errors ${plain.errors + plain.non2xx}`);
    const throughput = full.requestsPerSecond / Math.max(plain.requestsPerSecond, 1);
    const p99 = full.p99 / Math.max(plain.p99, 1);
    report('GET /api/user throughput app/bare', ratio(full.requestsPerSecond, plain.requestsPerSecond), '>= 0.70', throughput >= 0.7);
    report('GET /api/user p99 app/bare', ratio(full.p99, Math.max(plain.p99, 1)), '<= 2.00', p99 <= 2);
    failOnErrors('api-overhead', warm.errors + warm.non2xx + full.errors + full.non2xx + plain.errors + plain.non2xx);
  } finally {
    await app.close();
    await bare.close();
    await db.close();
  }
}
