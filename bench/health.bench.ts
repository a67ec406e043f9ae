import Fastify from 'fastify';
import { benchApp, benchDatabase, failOnErrors, load, print, ratio, report, type BenchOptions } from './support.ts';

/**
 * GET /api/health (full app: security headers, hooks, a database round trip) against a bare
 * Fastify route returning the same JSON, measured in the same run. A reference figure: no target.
 */
export async function healthBench(options: BenchOptions): Promise<void> {
  const db = await benchDatabase();
  const app = await benchApp(db.database);
  const bare = Fastify();
  bare.get('/api/health', async () => ({ status: 'ok', database: 'ok' }));
  try {
    const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
    const duration = options.smoke ? 1 : 5;
    await load(`${appUrl}/api/health`, { duration: 1 });
    const full = await load(`${appUrl}/api/health`, { duration });
    const plain = await load(`${bareUrl}/api/health`, { duration });
    print('health: GET /api/health vs bare Fastify route (same JSON)');
    print(`  app   ${full.requestsPerSecond.toFixed(0)} req/s  p50 ${full.p50} ms  p99 ${full.p99} ms  errors ${full.errors + full.non2xx}`);
    print(`  bare  ${plain.requestsPerSecond.toFixed(0)} req/s  p50 ${plain.p50} ms  p99 ${plain.p99} ms  errors ${plain.errors + plain.non2xx}`);
    report('health throughput app/bare', ratio(full.requestsPerSecond, plain.requestsPerSecond), 'none (reference)', null);
    failOnErrors('health', full.errors + full.non2xx + plain.errors + plain.non2xx);
  } finally {
    await app.close();
    await bare.close();
    await db.close();
  }
}
