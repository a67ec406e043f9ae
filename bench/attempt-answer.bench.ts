import type autocannon from 'autocannon';
import Fastify from 'fastify';
import { benchApp, benchDatabase, benchEnv, ensureContent, failOnErrors, load, loadAlternating, print, ratio, report, seconds, type BenchOptions } from './support.ts';
import { seedLearners, signIn } from './seed.ts';

/** What the bare route runs: the same single-row update, without the ownership, status and clock checks. */
const BARE_SQL = `
  update attempt_items set selected = $3, answered_at = now()
   where attempt_id = $1 and position = $2
  returning position, selected, flagged`;

/**
 * Issue 18 §6: saving answers (`PUT /api/attempts/:id/answers/:position`) on a database of
 * 1,000,000 attempt items and 20,000 learners, through the full app (session, plan check,
 * origin check, validation, the guarded update, serialisation) against a bare Fastify route
 * running a plain single-row update on the same rows through the same pool, in the same run.
 * Targets: at least 0.60 of the bare throughput, p99 at most 2x.
 */
export async function attemptAnswerBench(options: BenchOptions): Promise<void> {
  ensureContent();
  const db = await benchDatabase({ fresh: true });
  const { pool } = db.database;
  let app: Awaited<ReturnType<typeof benchApp>> | undefined;
  const bare = Fastify();
  try {
    app = await benchApp(db.database);
    const population = { learners: options.smoke ? 500 : Number(process.env.BENCH_LEARNERS ?? 20_000), attemptsPerLearner: 2, itemsPerAttempt: 25 };
    const seeded = await seedLearners(pool, population);
    const items = (await pool.query<{ n: number }>('select count(*)::int as n from attempt_items')).rows[0]?.n ?? 0;
    // The learners answering: each has a session and an attempt in progress.
    const answering = options.smoke ? 100 : Number(process.env.BENCH_ANSWER_LEARNERS ?? 500);
    const { rows } = await pool.query<{ id: string; user_id: number }>(
      `select id, user_id from attempts where status = 'in_progress' order by random() limit $1`,
      [answering],
    );
    const cookies = await signIn(pool, benchEnv.SESSION_COOKIE_NAME, rows.map((r) => r.user_id));
    const targets = rows.map((r, i) => ({ id: r.id, cookie: cookies[i] ?? '' }));

    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    bare.put<{ Params: { id: string; position: string }; Body: { selected: number } }>('/api/attempts/:id/answers/:position', async (request) => {
      const { rows: saved } = await pool.query({
        name: 'bare_save_answer',
        text: BARE_SQL,
        values: [request.params.id, Number(request.params.position), request.body.selected],
      });
      return saved[0];
    });
    const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

    // Each request: a random learner's attempt, a random question, a random option.
    const pick = (n: number) => Math.floor(Math.random() * n);
    const answer: autocannon.Request = {
      method: 'PUT',
      setupRequest: (req) => {
        const t = targets[pick(targets.length)] ?? { id: '', cookie: '' };
        return {
          ...req,
          path: `/api/attempts/${t.id}/answers/${pick(population.itemsPerAttempt)}`,
          headers: { 'content-type': 'application/json', cookie: t.cookie },
          body: JSON.stringify({ selected: pick(4) }),
        };
      },
    };
    // Per side, in five alternating rounds (two on a smoke run).
    const duration = seconds(options, 'BENCH_SECONDS', 10, 2);
    const warmups = [await load(url, { duration: options.smoke ? 1 : 2, requests: [answer] }), await load(bareUrl, { duration: options.smoke ? 1 : 2, requests: [answer] })];
    const [full, plain] = await loadAlternating([{ url, options: { requests: [answer] } }, { url: bareUrl, options: { requests: [answer] } }], duration, options.smoke ? 2 : 5);
    if (!full || !plain) throw new Error('no load results');
    print(`attempt-answer: PUT /api/attempts/:id/answers/:position, ${targets.length} learners answering`);
    print(`  seeded ${population.learners} learners, ${items} attempt items in ${seeded.toFixed(1)} s`);
    print(`  app   ${full.requestsPerSecond.toFixed(0)} req/s  p50 ${full.p50} ms  p99 ${full.p99} ms  errors ${full.errors + full.non2xx}`);
    print(`  bare  ${plain.requestsPerSecond.toFixed(0)} req/s  p50 ${plain.p50} ms  p99 ${plain.p99} ms  errors ${plain.errors + plain.non2xx}`);
    report(`answer save throughput app/bare (${items.toLocaleString('en-IE')} items)`, ratio(full.requestsPerSecond, plain.requestsPerSecond), '>= 0.60', full.requestsPerSecond >= 0.6 * plain.requestsPerSecond);
    report('answer save p99 app/bare', ratio(full.p99, Math.max(plain.p99, 1)), '<= 2.00', full.p99 <= 2 * Math.max(plain.p99, 1));
    failOnErrors('attempt-answer', [...warmups, full, plain].reduce((n, r) => n + r.errors + r.non2xx, 0));
  } finally {
    try {
      await app?.close();
      await bare.close();
    } finally {
      await db.close();
    }
  }
}
