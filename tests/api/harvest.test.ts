import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AttemptView } from '../../src/shared/schemas/attempts.ts';
import type { ReviewDue } from '../../src/shared/schemas/review.ts';
import { DAILY_REVEAL_CAP } from '../../src/server/learning/reveals.ts';
import { bank, caller, course, payingLearner as payingLearnerOf, rightChoice, shown } from '../support/exam.ts';
import { TEST_ORIGIN, useTestApp } from '../support/test-app.ts';

/**
 * Issue 27 §1, §2, §7 and issue 28 §4: the bank cannot be read through review or a live attempt,
 * parallel review answers lose nothing, and a mark once given never changes.
 */
// The app reads this very course, so a test can change a key as an owner's fix would.
const ctx = useTestApp({ deps: { course } });
const call = caller(() => ctx.app);
let base = '';

beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});

async function http(path: string, cookie: string, body: object) {
  const res = await fetch(`${base}${path}`, { method: 'POST', headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const cardCount = async (cookie: string) => ((await call('GET', '/api/user/export', cookie)).json<{ questionMemory: unknown[] }>()).questionMemory.length;

/** A learner who missed the first question of a module 1 quiz: one card, due now. */
async function learnerWithDueCard() {
  const learner = await payingLearnerOf(ctx);
  const quiz = (await call('POST', '/api/attempts', learner.cookie, { testId: 501 })).json<AttemptView>();
  const first = quiz.questions[0];
  if (!first) throw new Error('empty quiz');
  await call('PUT', `/api/attempts/${quiz.id}/answers/0`, learner.cookie, { selected: (rightChoice(first) + 1) % 4 });
  await call('POST', `/api/attempts/${quiz.id}/submit`, learner.cookie, {});
  const questionId = shown(first)?.id ?? '';
  return { ...learner, questionId, right: bank.get(questionId)?.answer ?? 0 };
}

describe('review cannot be used to read the bank (issue 27 §1)', () => {
  it('answers only a question the learner has a card for, and never creates one, whatever answeredAt says', async () => {
    const { cookie, questionId } = await learnerWithDueCard();
    const stranger = course.questions.find((q) => q.id !== questionId && q.bank === 'module-05')?.id ?? '';
    const old = new Date(Date.now() - 29 * 86_400_000).toISOString();
    const res = await call('POST', `/api/review/${stranger}/answer`, cookie, { selected: 0, answeredAt: old, answerId: randomUUID() });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(bank.get(stranger)?.explanation ?? '§');
    expect(await cardCount(cookie)).toBe(1);
    const due = (await call('GET', '/api/review/due?within=86400', cookie)).json<ReviewDue>();
    expect(due.questions.map((q) => q.questionId)).toEqual([questionId]);
  });

  it('refuses a card that is not due within the review window', async () => {
    const { cookie, questionId, right } = await learnerWithDueCard();
    expect((await call('POST', `/api/review/${questionId}/answer`, cookie, { selected: right })).statusCode).toBe(200);
    const again = await call('POST', `/api/review/${questionId}/answer`, cookie, { selected: right });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toMatch(/not due/);
  });

  it('limits review answers per learner per hour', async () => {
    const { cookie, questionId, user } = await learnerWithDueCard();
    await ctx.database.db.execute(sql`
      insert into rate_limits (key, count, reset_at)
      select 'review:user:' || id, 200, now() + interval '1 hour' from users where username = ${user.username}`);
    const res = await call('POST', `/api/review/${questionId}/answer`, cookie, { selected: 0 });
    expect(res.statusCode).toBe(429);
    expect(res.json<{ message: string }>().message).toMatch(/200 review questions/);
  });

  it('caps the distinct questions one learner is shown in a day, across tests and review', async () => {
    const { cookie, user } = await payingLearnerOf(ctx);
    // Pretend the learner has already been shown the cap's worth of other questions today.
    await ctx.database.db.execute(sql`
      insert into question_reveals (user_id, day, question_id)
      select u.id, (now() at time zone 'Europe/Dublin')::date, 'x-' || g from users u, generate_series(1, ${DAILY_REVEAL_CAP - 15}) g where u.username = ${user.username}`);
    const fits = await call('POST', '/api/attempts', cookie, { testId: 501 });
    expect(fits.statusCode).toBe(201);
    const over = await call('POST', '/api/attempts', cookie, { testId: 503 });
    expect(over.statusCode).toBe(429);
    expect(over.json<{ message: string }>().message).toMatch(/different questions today/);
  });
});

describe('no keys during a timed test (issue 27 §2)', () => {
  it('keeps bank ids out of a live attempt and refuses review of its questions until it is marked', async () => {
    const { cookie, user } = await learnerWithDueCard();
    const live = (await call('POST', '/api/attempts', cookie, { testId: 501 })).json<AttemptView>();
    expect(live.questions.some((q) => bank.has(q.id))).toBe(false);
    // A card due now for a question of the live attempt (drawing until a quiz happens to hold the
    // learner's due question failed one run in four once module 1 held 150 questions).
    const questionId = shown(live.questions[0] ?? { text: '' })?.id ?? '';
    const right = bank.get(questionId)?.answer ?? 0;
    const userId = (await ctx.database.db.execute<{ id: number }>(sql`select id from users where username = ${user.username}`)).rows[0]?.id ?? 0;
    await ctx.database.db.execute(sql`
      insert into question_memory (user_id, question_id, due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, reps, lapses, state, last_review)
      values (${userId}, ${questionId}, ${new Date(Date.now() - 60_000).toISOString()}, 3, 5, 1, 1, 0, 1, 0, 2, ${new Date(Date.now() - 86_400_000).toISOString()})
      on conflict do nothing`);
    const refused = await http(`/api/review/${questionId}/answer`, cookie, { selected: right });
    expect(refused.status).toBe(409);
    expect(refused.body).not.toHaveProperty('correctAnswer');
    await call('POST', `/api/attempts/${live.id}/submit`, cookie, {});
    expect((await http(`/api/review/${questionId}/answer`, cookie, { selected: right })).status).toBe(200);
  });
});

describe('review memory under parallel answers (issue 27 §7)', () => {
  it('stores as many repetitions as answers it counted', async () => {
    const { cookie, questionId, right } = await learnerWithDueCard();
    // Wrong answers keep the card due within the day, so every one of them is allowed in.
    const replies = await Promise.all(Array.from({ length: 60 }, () => http(`/api/review/${questionId}/answer`, cookie, { selected: (right + 1) % 4, answerId: randomUUID() })));
    const counted = replies.filter((r) => r.status === 200 && r.body.counted === true).length;
    const memory = (await call('GET', '/api/user/export', cookie)).json<{ questionMemory: { questionId: string; reps: number }[] }>();
    // One repetition from the quiz, then one per counted review answer.
    expect(memory.questionMemory.find((m) => m.questionId === questionId)?.reps).toBe(1 + counted);
    expect(counted).toBeGreaterThan(0);
  });
});

describe('a mark is stored once (issue 28 §4)', () => {
  it('keeps an old result as marked after the key is changed', async () => {
    const { cookie } = await payingLearnerOf(ctx);
    const view = (await call('POST', '/api/attempts', cookie, { testId: 502 })).json<AttemptView>();
    for (const q of view.questions) await call('PUT', `/api/attempts/${view.id}/answers/${q.position}`, cookie, { selected: rightChoice(q) });
    const marked = (await call('POST', `/api/attempts/${view.id}/submit`, cookie, {})).json<AttemptView>();
    expect(marked.result?.score).toBe(view.questions.length);
    // An owner fixes a key: every question of the bank now says another option is right.
    for (const q of course.questions) q.answer = (q.answer + 1) % 4;
    try {
      const later = (await call('GET', `/api/attempts/${view.id}`, cookie)).json<AttemptView>();
      expect(later.result?.passed).toBe(marked.result?.passed);
      expect(later.result?.score).toBe(marked.result?.score);
      expect(later.result?.items.map((i) => [i.selected, i.correctAnswer, i.correct])).toEqual(marked.result?.items.map((i) => [i.selected, i.correctAnswer, i.correct]));
    } finally {
      for (const q of course.questions) q.answer = (q.answer + 3) % 4;
    }
  });
});
