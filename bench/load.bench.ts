import { randomUUID } from 'node:crypto';
import { SIMULATOR_TEST_ID, moduleQuizId } from '../src/shared/entry-test.ts';
import { MODULE_TESTS } from '../src/shared/practice-tests.ts';
import type { AttemptView } from '../src/shared/schemas/attempts.ts';
import type { ReviewDue } from '../src/shared/schemas/review.ts';
import { seedLearners, signIn } from './seed.ts';
import { benchAppProcess, benchDatabase, benchEnv, ensureContent, failOnErrors, print, ratio, report, seconds, type BenchOptions } from './support.ts';
import { closeTraffic, runTraffic, sessionCookie, type Answer, type Journey, type Step } from './traffic.ts';

const PASSWORD = 'bench-secret-1';
const pick = (n: number) => Math.floor(Math.random() * n);
const json = <T>(answer: Answer) => JSON.parse(answer.body) as T;
const now = () => new Date().toISOString();

/** What one of the tests a learner sits looks like: mostly module quizzes, some practice tests, now and then the simulator. */
function chooseTest(): { testId: number; county?: string } {
  const roll = Math.random();
  if (roll < 0.6) return { testId: moduleQuizId(1 + pick(11)) };
  if (roll < 0.9) return { testId: MODULE_TESTS[pick(MODULE_TESTS.length)]?.id ?? 1 };
  return { testId: SIMULATOR_TEST_ID, county: 'Dublin' };
}

/** Sessions last 30 days, so most visits come back signed in; one in five starts at the sign-in form. */
const SIGN_IN_SHARE = 0.2;

/**
 * A learner's visit as the screens make it today: sign in (or a session kept from before); the dashboard's reads; a module page
 * and its progress; the review due list and answers to some of its cards (each due, each
 * answered once: the app refuses cards not due within a day); a test started, every shown
 * question answered and saved, submitted part by part; the dashboard again.
 */
function* visit(learner: { username: string; cookie: string | null }): Journey {
  let cookie = learner.cookie;
  if (cookie === null) {
    const signIn = yield { name: 'sign in', method: 'POST', path: '/api/login', body: { username: learner.username, password: PASSWORD } };
    cookie = sessionCookie(signIn, benchEnv.SESSION_COOKIE_NAME);
  }
  const get = (name: string, path: string): Step => ({ name, method: 'GET', path, cookie });
  const send = (name: string, method: 'POST' | 'PUT', path: string, body: unknown): Step => ({ name, method, path, cookie, body });

  yield get('user', '/api/user');
  yield get('study plan', '/api/study-plan');
  yield get('readiness', '/api/readiness');
  const due = json<ReviewDue>(yield get('review due', '/api/review/due?within=86400'));
  yield get('progress', '/api/training/progress');

  const moduleId = 1 + pick(12);
  yield get('module page', `/api/content/modules/${moduleId}?type=taxi`);
  yield send('progress save', 'POST', '/api/training/progress', { moduleId, vehicleType: 'taxi', progress: 20 + pick(80), isCompleted: false });

  for (const q of due.questions.slice(0, 3 + pick(6))) {
    yield send('review answer', 'POST', `/api/review/${encodeURIComponent(q.questionId)}/answer`, { selected: pick(4), answerId: randomUUID(), answeredAt: now() });
  }

  let view = json<AttemptView>(yield send('attempt start', 'POST', '/api/attempts', chooseTest()));
  for (;;) {
    for (const q of view.questions) {
      yield send('answer save', 'PUT', `/api/attempts/${view.id}/answers/${q.position}`, { selected: pick(4), answeredAt: now() });
    }
    // The simulator ends the part under way; the last part's end marks the test.
    const part = view.activePart;
    view = json<AttemptView>(yield send('attempt submit', 'POST', `/api/attempts/${view.id}/submit`, part === null ? {} : { part }));
    if (view.status === 'submitted') break;
  }

  yield get('readiness', '/api/readiness');
  yield get('review due', '/api/review/due?within=86400');
  yield get('progress', '/api/training/progress');
}

/**
 * DESIGN.md §11: fixed-rate signed-in traffic with today's mix (issue 35 §1): no errors, and no
 * request slower than 10x the median. Learners are seeded with a plan, history and memory cards
 * (some due), and each signs in and makes one visit, so per-learner limits (60 test starts and
 * 200 review answers an hour, 750 distinct questions a day) are met as real learners meet them.
 */
export async function loadBench(options: BenchOptions): Promise<void> {
  ensureContent();
  const db = await benchDatabase({ fresh: true });
  const { pool } = db.database;
  let app: Awaited<ReturnType<typeof benchAppProcess>> | undefined;
  try {
    const rate = options.smoke ? 30 : Number(process.env.BENCH_RATE ?? 200);
    const duration = seconds(options, 'BENCH_LOAD_SECONDS', 60, 4);
    // Long enough for the first learners' visits to end and new ones to start: the figures are
    // taken once the mix is steady (visits at every stage), not while everyone is on the dashboard.
    const warmup = options.smoke ? 1 : 15;
    const learners = options.smoke ? 150 : Number(process.env.BENCH_LOAD_LEARNERS ?? 3000);
    const seeded = await seedLearners(pool, { learners, attemptsPerLearner: 3, itemsPerAttempt: 25, lastInProgress: false, memoriesPerLearner: 50 });
    const { rows: users } = await pool.query<{ id: number; username: string }>('select id, username from users order by id');
    const kept = await signIn(pool, benchEnv.SESSION_COOKIE_NAME, users.map((u) => u.id));
    const learnersInOrder = users.map((u, i) => ({ username: u.username, cookie: Math.random() < SIGN_IN_SHARE ? null : (kept[i] ?? null) }));
    // The app runs apart from this generator, in a process of its own (as in production).
    app = await benchAppProcess(db);
    const url = app.url;
    let next = 0;
    const result = await runTraffic({
      base: url,
      rate,
      seconds: duration,
      warmup,
      // A quick learner: a visit takes seconds, so many visits start and end within the run.
      thinkMs: [100, 400],
      // About as many as the rate keeps busy with these pauses; each ended visit is followed by a new one.
      learners: Math.ceil(rate * 0.4),
      // Hashing a password is the one deliberately slow path (DESIGN.md §11): it is timed on its
      // own, and what it must not do is stall the signed-in requests around it.
      apart: ['sign in'],
      nextLearner: () => {
        const learner = learnersInOrder[next];
        next += 1;
        return learner ? visit(learner) : null;
      },
    });
    print(`load: ${rate} req/s for ${duration} s (after ${warmup} s warm-up) of learners' visits: sign in (one in five), dashboard, module page, review, a test, dashboard`);
    print(`  seeded ${learners} learners (plan, 3 marked tests, 50 memory cards each) in ${seeded.toFixed(1)} s; ${result.learnersStarted} visits started, ${result.journeysFinished} finished`);
    print('  step               requests   p50 ms   p99 ms   max ms');
    for (const s of result.byStep) print(`  ${s.name.padEnd(18)} ${String(s.requests).padStart(8)} ${String(s.p50).padStart(8)} ${String(s.p99).padStart(8)} ${String(s.max).padStart(8)}`);
    print(`  signed-in requests (all but sign in): ${result.requests}  median ${result.p50} ms  p99 ${result.p99} ms  max ${result.max} ms; generator lag p99 ${result.lagP99.toFixed(1)} ms, max ${result.lagMax.toFixed(1)} ms`);
    report('load errors or unexpected statuses', String(result.errors.length), '0', result.errors.length === 0);
    report('load signed-in max/median', ratio(result.max, Math.max(result.p50, 1)), '<= 10', result.max <= 10 * Math.max(result.p50, 1));
    failOnErrors('load', result.errors.length, result.errors.slice(0, 5).join('; '));
  } finally {
    closeTraffic();
    try {
      await app?.close();
    } finally {
      await db.close();
    }
  }
}
