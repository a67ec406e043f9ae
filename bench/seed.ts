import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import type { CompiledCourse } from '../src/server/course/types.ts';
import { hashPassword, newToken } from '../src/server/lib/crypto.ts';

export interface Population {
  learners: number;
  /** Per learner: all but the last are submitted (history); the last is in progress. None with 0. */
  attemptsPerLearner: number;
  /** False: every attempt is submitted, none open (a review answer to a question in an open test is refused). */
  lastInProgress?: boolean;
  itemsPerAttempt: number;
  /** Per learner: FSRS cards (`question_memory`) for this many distinct questions. None unless set. */
  memoriesPerLearner?: number;
}

/**
 * Seeds learners set-based, straight into the tables: each with an active plan (a succeeded
 * purchase with access a year ahead), submitted attempts and one attempt in progress whose
 * deadline is hours away, every attempt with its items (real question ids, shuffled options).
 * With `memoriesPerLearner`, each learner also has that many review cards on distinct questions
 * spread across the course, due from a week ago to a month ahead (about one in five due now),
 * inserted learner after learner per card so each learner's cards lie scattered over the table,
 * as answers given over weeks leave them. One password hash, computed once, serves every
 * learner. Answers the seconds it took.
 */
export async function seedLearners(pool: pg.Pool, p: Population): Promise<number> {
  const started = Date.now();
  const questionIds = courseQuestionIds();
  const passwordHash = await hashPassword('bench-secret-1');
  const client = await pool.connect();
  try {
    await client.query('begin');
    // A bulk load: no statement timeout, and (as pg_restore does) no per-row foreign-key
    // triggers; every reference below is to a row inserted just before, so none could fail.
    await client.query('set local statement_timeout = 0');
    await client.query('set local session_replication_role = replica');
    await client.query(
      `insert into users (username, email, password_hash, vehicle_type)
       select 'learner' || g, 'learner' || g || '@example.ie', $1, 'taxi' from generate_series(1, $2::int) g`,
      [passwordHash, p.learners],
    );
    await client.query(
      `insert into purchases (user_id, plan, amount_cents, currency, provider, provider_payment_id, status, paid_at, access_until)
       select id, 'PREMIUM', 4999, 'eur', 'sandbox', 'bench_' || id, 'succeeded', now() - interval '10 days', now() + interval '355 days' from users`,
    );
    await client.query(
      `insert into attempts (user_id, test_id, vehicle_type, started_at, deadline_at, submitted_at, status, score, total)
       select u.id, 1 + (u.id + k) % 10, 'taxi', s.started, s.deadline, s.submitted, s.status,
              case when s.status = 'submitted' then (u.id * 7 + k) % ($2::int + 1) end, $2::int
         from users u cross join generate_series(1, $1::int) k
         cross join lateral (
           select case when k < $1::int or not $3::boolean then now() - make_interval(days => $1::int + 1 - k) else now() - interval '5 minutes' end as started,
                  case when k < $1::int or not $3::boolean then now() - make_interval(days => $1::int + 1 - k) + interval '45 minutes' else now() + interval '4 hours' end as deadline,
                  case when k < $1::int or not $3::boolean then now() - make_interval(days => $1::int + 1 - k) + interval '30 minutes' end as submitted,
                  case when k < $1::int or not $3::boolean then 'submitted' else 'in_progress' end as status) s`,
      [p.attemptsPerLearner, p.itemsPerAttempt, p.lastInProgress ?? true],
    );
    await client.query(
      `insert into attempt_items (attempt_id, position, question_id, option_order, selected, flagged, answered_at, correct)
       select a.id, pos, ($1::text[])[1 + (a.user_id * 31 + pos * 7) % cardinality($1::text[])],
              array[pos % 4, (pos + 1) % 4, (pos + 2) % 4, (pos + 3) % 4]::smallint[],
              case when a.status = 'submitted' then (a.user_id + pos) % 4 end, false, a.submitted_at,
              case when a.status = 'submitted' then (a.user_id + pos) % 3 <> 0 end
         from attempts a cross join generate_series(0, $2::int - 1) pos
        order by a.id, pos`,
      [questionIds, p.itemsPerAttempt],
    );
    const memories = p.memoriesPerLearner ?? 0;
    if (memories > 0) {
      if (memories > questionIds.length) throw new Error(`only ${questionIds.length} questions for ${memories} memories per learner`);
      // Stepping through the course by a stride coprime with its length gives distinct questions.
      const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
      let stride = Math.max(1, Math.floor(questionIds.length / memories));
      while (gcd(stride, questionIds.length) !== 1) stride += 1;
      // Due spread over 37 days from a week ago; the last review lies as many days before the
      // due date as the interval scheduled (never in the future), stability close to it.
      await client.query(
        `insert into question_memory (user_id, question_id, due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, reps, lapses, state, last_review)
         select u.id, ($1::text[])[1 + (u.id * 31 + k * $3::int) % cardinality($1::text[])], d.due,
                s.days + ((u.id + k) % 10) / 10.0, 1 + ((u.id * 3 + k) % 90) / 10.0, s.days / 2, s.days, 0,
                1 + (u.id + k) % 8, (u.id + k) % 3, 2, d.due - make_interval(days => s.days)
           from users u cross join generate_series(0, $2::int - 1) k
           cross join lateral (select now() - interval '7 days' + make_interval(secs => (u.id * 7919 + k * 104729) % 3196800) as due) d
           cross join lateral (select greatest(1, ceil(extract(epoch from d.due - now()) / 86400)::int + (u.id + k * 13) % 30) as days) s
          order by k, u.id`,
        [questionIds, memories, stride],
      );
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
  await pool.query('vacuum analyze');
  // Write the load's dirty pages out now, so no checkpoint of it runs during the measurement.
  await pool.query('checkpoint');
  return (Date.now() - started) / 1000;
}

function courseQuestionIds(): string[] {
  const course = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../dist/content/course.json'), 'utf8')) as CompiledCourse;
  return course.questions.map((q) => q.id);
}

/**
 * Gives seeded learners (with no attempts yet) a full card set, the most evidence readiness can
 * read (issue 35 §3): every question of the bank answered in marked sittings of 90, about four
 * in five right, and a memory card for each, due from a week ago to a month ahead.
 */
export async function seedFullCardSets(pool: pg.Pool, userIds: number[]): Promise<number> {
  const questionIds = courseQuestionIds();
  const perSitting = 90;
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('set local statement_timeout = 0');
    await client.query('set local session_replication_role = replica');
    await client.query('delete from question_memory where user_id = any($1::int[])', [userIds]);
    await client.query(
      `insert into attempts (user_id, test_id, vehicle_type, started_at, deadline_at, submitted_at, status, score, total)
       select u, 100, 'taxi', now() - make_interval(days => k), now() - make_interval(days => k) + interval '90 minutes',
              now() - make_interval(days => k) + interval '80 minutes', 'submitted', 0, least($3::int, $2::int - (k - 1) * $3::int)
         from unnest($1::int[]) u cross join generate_series(1, ceil($2::numeric / $3::int)::int) k`,
      [userIds, questionIds.length, perSitting],
    );
    await client.query(
      `insert into attempt_items (attempt_id, position, question_id, option_order, selected, flagged, answered_at, correct)
       select a.id, pos, ($2::text[])[1 + (a.k - 1) * $3::int + pos], '{0,1,2,3}'::smallint[],
              case when (a.user_id * 7 + pos) % 5 <> 0 then 0 else 1 end, false, a.submitted_at, (a.user_id * 7 + pos) % 5 <> 0
         from (select id, user_id, submitted_at, total, extract(day from now() - started_at)::int as k from attempts where user_id = any($1::int[])) a
         cross join lateral generate_series(0, a.total - 1) pos`,
      [userIds, questionIds, perSitting],
    );
    await client.query(
      `insert into question_memory (user_id, question_id, due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, reps, lapses, state, last_review)
       select u, q, d.due, 10, 5, 5, 10, 0, 2, 0, 2, d.due - interval '10 days'
         from unnest($1::int[]) u cross join unnest($2::text[]) with ordinality as b(q, i)
         cross join lateral (select now() - interval '7 days' + make_interval(secs => (u * 7919 + i * 104729) % 3196800) as due) d`,
      [userIds, questionIds],
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
  await pool.query('analyze');
  return questionIds.length;
}

/** Signs learners in as the app does (a session row keyed by the token's SHA-256): their cookies. */
export async function signIn(pool: pg.Pool, cookieName: string, userIds: number[]): Promise<string[]> {
  const tokens = userIds.map(() => newToken());
  await pool.query(
    `insert into sessions (id, user_id, expires_at) select s.id, s.user_id, now() + interval '30 days' from unnest($1::text[], $2::int[]) as s(id, user_id)`,
    [tokens.map((t) => t.hash), userIds],
  );
  return tokens.map((t) => `${cookieName}=${t.token}`);
}
