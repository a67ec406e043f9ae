import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { MODULE_QUIZ_BASE } from '#shared/entry-test.ts';
import type { Db, Executor } from '../db/client.ts';
import { attemptItems, attempts, type StoredMarks, type StoredPart } from '../db/schema/index.ts';
import { activePlanSql } from './purchases.ts';
import { liveSessionSql } from './sessions.ts';

/** The owner of `attempts` and `attempt_items` (DESIGN.md §13). */
export type { StoredMarks, StoredPart };
export type AttemptRow = typeof attempts.$inferSelect;
export type AttemptItemRow = typeof attemptItems.$inferSelect;

/** Answers arriving this long after a deadline still count (a slow network at the last second). */
export const GRACE_SECONDS = 30;

export interface NewAttempt {
  userId: number;
  testId: number;
  county: string | null;
  vehicleType: AttemptRow['vehicleType'];
  deadlineAt: Date;
  parts: StoredPart[] | null;
  items: { questionId: string; optionOrder: number[] }[];
}

/**
 * Creates the attempt and its items in one statement (one round trip, atomic on its own):
 * starting a 90-question simulator is a single insert, not 91.
 */
const CREATE_ATTEMPT_SQL = `
  with a as (
    insert into attempts (user_id, test_id, county, vehicle_type, deadline_at, total, parts)
    values ($1, $2, $3, $4, $5, $6, $7::jsonb)
    returning id, started_at),
  i as (
    insert into attempt_items (attempt_id, position, question_id, option_order)
    select a.id, v.position, v.question_id, v.option_order
      from a, jsonb_to_recordset($8::jsonb) as v(position smallint, question_id text, option_order smallint[])
    returning 1)
  select id, started_at, (select count(*) from i)::int as items from a`;

export async function createAttempt(db: Db, a: NewAttempt): Promise<{ id: string; startedAt: Date }> {
  const items = a.items.map((item, position) => ({ position, question_id: item.questionId, option_order: item.optionOrder }));
  const { rows } = await db.$client.query<{ id: string; started_at: Date; items: number }>({
    name: 'create_attempt',
    text: CREATE_ATTEMPT_SQL,
    values: [a.userId, a.testId, a.county, a.vehicleType, a.deadlineAt, a.items.length, a.parts === null ? null : JSON.stringify(a.parts), JSON.stringify(items)],
  });
  const row = rows[0];
  if (!row || row.items !== a.items.length) throw new Error('attempt insert did not store every item');
  return { id: row.id, startedAt: row.started_at };
}

/** The attempt with its items in order, if it is this user's; another user's is as good as missing. */
export async function findAttempt(db: Executor, id: string, userId: number): Promise<{ attempt: AttemptRow; items: AttemptItemRow[] } | undefined> {
  const [attempt] = await db.select().from(attempts).where(and(eq(attempts.id, id), eq(attempts.userId, userId)));
  if (!attempt) return undefined;
  const items = await db.select().from(attemptItems).where(eq(attemptItems.attemptId, id)).orderBy(asc(attemptItems.position));
  return { attempt, items };
}

/**
 * Saves one answer in one statement (the busiest write of a test): only into the attempt of the
 * user whose live session (`$2`, the token's hash) made the request and who has an active plan,
 * while it is in progress and within its deadline plus grace, and, for a test in parts, only in
 * the part under way. Answers the saved row, or nothing when refused for any reason. With the
 * time the learner chose (`$7`, an answer queued offline), never later than now, it is refused
 * too when the question already holds a newer answer, so the latest choice stands (issue 23).
 */
const SAVE_ANSWER_SQL = `
  update attempt_items i
     set selected = $4, flagged = coalesce($5, i.flagged), answered_at = least(coalesce($7::timestamptz, now()), now())
    from attempts a, sessions s
   where i.attempt_id = $1 and i.position = $3 and a.id = i.attempt_id
     and s.id = $2 and s.user_id = a.user_id and ${liveSessionSql('$6')}
     and ${activePlanSql('a.user_id')}
     and a.status = 'in_progress' and a.deadline_at + make_interval(secs => ${GRACE_SECONDS}) > now()
     and ($7::timestamptz is null or i.answered_at is null or i.answered_at <= least($7::timestamptz, now()))
     and (a.parts is null or exists (
           select 1 from jsonb_array_elements(a.parts) p
            where p->>'endedAt' is null and p->>'deadline' is not null
              and i.position >= (p->>'first')::int and i.position < (p->>'first')::int + (p->>'count')::int))
  returning i.position, i.selected, i.flagged`;

export async function saveAnswer(
  db: Db,
  a: { attemptId: string; sessionHash: string; absoluteDays: number; position: number; selected: number | null; flagged: boolean | undefined; answeredAt?: string | undefined },
): Promise<{ position: number; selected: number | null; flagged: boolean } | undefined> {
  const { rows } = await db.$client.query<{ position: number; selected: number | null; flagged: boolean }>({
    name: 'save_answer',
    text: SAVE_ANSWER_SQL,
    values: [a.attemptId, a.sessionHash, a.position, a.selected, a.flagged ?? null, a.absoluteDays, a.answeredAt ?? null],
  });
  return rows[0];
}

/** Moves a test in parts on: the parts as they now stand and the deadline of the one under way. */
export async function updateParts(db: Executor, id: string, parts: StoredPart[], deadlineAt: Date): Promise<boolean> {
  const rows = await db
    .update(attempts)
    .set({ parts, deadlineAt })
    .where(and(eq(attempts.id, id), eq(attempts.status, 'in_progress')))
    .returning({ id: attempts.id });
  return rows.length > 0;
}

/**
 * Records the mark once: claims the attempt (in progress → submitted) and stores each item's
 * verdict in the same transaction. Answers false when another request marked it first.
 */
export async function recordMark(
  db: Executor,
  a: { id: string; score: number; parts: StoredPart[] | null; marks: StoredMarks; correct: { position: number; correct: boolean; correctAnswer: number }[] },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(attempts)
      .set({ status: 'submitted', submittedAt: sql`now()`, score: a.score, marks: a.marks, ...(a.parts ? { parts: a.parts } : {}) })
      .where(and(eq(attempts.id, a.id), eq(attempts.status, 'in_progress')))
      .returning({ id: attempts.id });
    if (claimed.length === 0) return false;
    if (a.correct.length > 0) {
      await tx.execute(sql`
        update attempt_items i set correct = v.correct, correct_answer = v.correct_answer
          from jsonb_to_recordset(${JSON.stringify(a.correct.map((c) => ({ position: c.position, correct: c.correct, correct_answer: c.correctAnswer })))}::jsonb)
               as v(position smallint, correct boolean, correct_answer smallint)
         where i.attempt_id = ${a.id} and i.position = v.position`);
    }
    return true;
  });
}

/** Per question, the learner's marked answers and how many were right (readiness learns ability from them). */
export async function answerTallies(db: Executor, userId: number): Promise<Map<string, { n: number; k: number }>> {
  const { rows } = await db.execute<{ question_id: string; n: number; k: number }>(sql`
    select ai.question_id, count(*)::int as n, (count(*) filter (where ai.correct))::int as k
      from attempt_items ai join attempts a on a.id = ai.attempt_id
     where a.user_id = ${userId} and a.status = 'submitted' and ai.selected is not null
     group by ai.question_id`);
  return new Map(rows.map((r) => [r.question_id, { n: r.n, k: r.k }]));
}

/** Which simulator parts (by key) the learner passed in a sitting marked since `since`; Area Knowledge only for `county`. */
export async function simulatorPartsPassedSince(db: Executor, userId: number, testId: number, since: Date, county: string): Promise<Set<string>> {
  const { rows } = await db.execute<{ key: string }>(sql`
    select distinct p->>'key' as key
      from attempts a, jsonb_array_elements(coalesce(a.marks->'parts', '[]'::jsonb)) p
     where a.user_id = ${userId} and a.test_id = ${testId} and a.status = 'submitted' and a.submitted_at >= ${since}
       and (p->>'passed')::boolean and (p->>'key' <> 'area' or a.county = ${county})`);
  return new Set(rows.map((r) => r.key));
}

/** How many of the learner's attempts are marked: a new mark changes readiness. */
export async function countSubmitted(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(attempts)
    .where(and(eq(attempts.userId, userId), eq(attempts.status, 'submitted')));
  return row?.n ?? 0;
}

/** True when the question is in one of the learner's tests still in progress (its key must wait for marking). */
export async function inOpenAttempt(db: Executor, userId: number, questionId: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(attemptItems)
    .innerJoin(attempts, eq(attempts.id, attemptItems.attemptId))
    .where(and(eq(attempts.userId, userId), eq(attempts.status, 'in_progress'), eq(attemptItems.questionId, questionId)))
    .limit(1);
  return rows.length > 0;
}

/** Unfinished attempts of a user, newest first, with how many questions have an answer. */
export async function listOpenAttempts(db: Executor, userId: number) {
  return db
    .select({
      id: attempts.id,
      testId: attempts.testId,
      county: attempts.county,
      startedAt: attempts.startedAt,
      deadlineAt: attempts.deadlineAt,
      parts: attempts.parts,
      total: attempts.total,
      answered: sql<number>`(select count(*) from ${attemptItems} i where i.attempt_id = ${attempts.id} and i.selected is not null)`.mapWith(Number),
    })
    .from(attempts)
    .where(and(eq(attempts.userId, userId), eq(attempts.status, 'in_progress')))
    .orderBy(desc(attempts.startedAt));
}

/** Marked attempts of a user, newest first: the spec's test history. */
export async function listSubmitted(db: Executor, userId: number) {
  return db
    .select({ id: attempts.id, testId: attempts.testId, county: attempts.county, vehicleType: attempts.vehicleType, score: attempts.score, total: attempts.total, submittedAt: attempts.submittedAt, marks: attempts.marks })
    .from(attempts)
    // Module quizzes are checks within the course, not tests: they feed review, not the history.
    .where(and(eq(attempts.userId, userId), eq(attempts.status, 'submitted'), sql`${attempts.testId} not between ${MODULE_QUIZ_BASE + 1} and ${MODULE_QUIZ_BASE + 12}`))
    .orderBy(desc(attempts.submittedAt), desc(attempts.id));
}

/** Every attempt of a user with its answers, for the data export. */
export async function exportAttempts(db: Executor, userId: number) {
  const rows = await db.select().from(attempts).where(eq(attempts.userId, userId)).orderBy(asc(attempts.startedAt));
  const items = await db
    .select({ attemptId: attemptItems.attemptId, position: attemptItems.position, questionId: attemptItems.questionId, selected: attemptItems.selected, correct: attemptItems.correct })
    .from(attemptItems)
    .innerJoin(attempts, eq(attempts.id, attemptItems.attemptId))
    .where(eq(attempts.userId, userId))
    .orderBy(asc(attemptItems.position));
  return rows.map(({ userId: _userId, ...a }) => ({ ...a, answers: items.filter((i) => i.attemptId === a.id).map(({ attemptId: _id, ...i }) => i) }));
}

export async function deleteUserAttempts(db: Executor, userId: number): Promise<void> {
  await db.delete(attempts).where(eq(attempts.userId, userId));
}

/** Per learner: tests taken and the last one started (the owner's console). */
export async function attemptSummaries(db: Executor, userIds: readonly number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: attempts.userId,
      taken: sql<number>`count(*) filter (where ${attempts.status} = 'submitted')`.mapWith(Number),
      lastStartedAt: sql<Date>`max(${attempts.startedAt})`.mapWith((v: string | Date) => new Date(v)),
    })
    .from(attempts)
    .where(inArray(attempts.userId, [...userIds]))
    .groupBy(attempts.userId);
}

/**
 * Answers to every question in marked attempts, counted by the option chosen (in the bank's own
 * order) and by whether the attempt reached `strongShare` of its total (question statistics).
 * One answer per learner per question, their latest (issue 27 §6): one account sitting a test
 * fifty times cannot move a question's figures or raise a flag on its own.
 */
export async function answerCounts(db: Executor, strongShare: number) {
  const { rows } = await db.execute<{ question_id: string; chosen: number; strong: boolean; n: number }>(sql`
    select question_id, chosen, strong, count(*)::int as n from (
      select distinct on (a.user_id, ai.question_id)
             ai.question_id, ai.option_order[ai.selected + 1]::int as chosen, (a.score >= ${strongShare}::float8 * a.total) as strong
        from attempt_items ai join attempts a on a.id = ai.attempt_id
       where a.status = 'submitted' and ai.selected is not null
       order by a.user_id, ai.question_id, a.submitted_at desc) latest
    group by 1, 2, 3`);
  return rows.map((r) => ({ questionId: r.question_id, chosen: r.chosen, strong: r.strong, n: r.n }));
}
