import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { benchApp, benchDatabase, load, print, ratio } from './support.ts';
import { signedInCookie } from './users.ts';

/**
 * DESIGN.md §11: an authenticated GET /api/user (session lookup, plan check, security headers,
 * validation, serialisation) against a bare Fastify route running one indexed SELECT through the
 * same pg pool, in the same run. Target: at least 0.70 of the bare throughput, p99 at most 2x.
 */
export async function apiOverheadBench(): Promise<void> {
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
    const duration = Number(process.env.BENCH_SECONDS ?? 10);
    await load(`${url}/api/user`, { duration: 2, headers: { cookie } });
    const full = await load(`${url}/api/user`, { duration, headers: { cookie } });
    const plain = await load(`${bareUrl}/api/user`, { duration });
    print('api-overhead: authenticated GET /api/user vs bare route with one indexed SELECT');
    print(`  app   ${full.requestsPerSecond.toFixed(0)} req/s  p50 ${full.p50} ms  p99 ${full.p99} ms  errors ${full.errors + full.non2xx}`);
    print(`  bare  ${plain.requestsPerSecond.toFixed(0)} req/s  p50 ${plain.p50} ms  p99 ${plain.p99} ms`);
    print(`  throughput ratio app/bare = ${ratio(full.requestsPerSecond, plain.requestsPerSecond)} (target >= 0.70)`);
    print(`  p99 ratio app/bare = ${ratio(full.p99, Math.max(plain.p99, 1))} (target <= 2.00)`);
  } finally {
    await app.close();
    await bare.close();
    await db.close();
  }
}
