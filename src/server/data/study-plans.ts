import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { StudyPlanUpdate } from '#shared/schemas/study-plan.ts';
import type { Executor } from '../db/client.ts';
import { studyPlans, users } from '../db/schema/index.ts';

/** The owner of `study_plans` (issue 19 §5). */
export interface StudyPlan {
  testDate: string | null;
  county: string | null;
  reminders: boolean;
}

const NO_PLAN: StudyPlan = { testDate: null, county: null, reminders: false };

const newToken = () => randomBytes(24).toString('base64url');

export async function findPlan(db: Executor, userId: number): Promise<StudyPlan> {
  const [row] = await db
    .select({ testDate: studyPlans.testDate, county: studyPlans.county, reminders: studyPlans.reminders })
    .from(studyPlans)
    .where(eq(studyPlans.userId, userId));
  return row ?? NO_PLAN;
}

/**
 * Saves the fields given (the others keep their values) and returns the whole plan. Turning
 * reminders back on issues a new unsubscribe token (issue 27 §8), so a link from the mail of an
 * earlier subscription cannot turn them off again; saving while they are on keeps the token, so
 * the link in today's mail still works.
 */
export async function savePlan(db: Executor, userId: number, update: StudyPlanUpdate): Promise<StudyPlan> {
  const set = {
    ...(update.testDate !== undefined && { testDate: update.testDate }),
    ...(update.county !== undefined && { county: update.county }),
    ...(update.reminders !== undefined && { reminders: update.reminders }),
  };
  // Every SET expression reads the row as it was, so `reminders` here is the old value.
  const rotate = update.reminders === true && { unsubscribeToken: sql`case when ${studyPlans.reminders} then ${studyPlans.unsubscribeToken} else excluded.unsubscribe_token end` };
  const [row] = await db
    .insert(studyPlans)
    .values({ userId, unsubscribeToken: newToken(), ...set })
    .onConflictDoUpdate({ target: studyPlans.userId, set: { ...set, ...rotate, updatedAt: sql`now()` } })
    .returning({ testDate: studyPlans.testDate, county: studyPlans.county, reminders: studyPlans.reminders });
  return row ?? NO_PLAN;
}

/** The one-click switch-off behind every reminder's unsubscribe link. */
export async function turnOffRemindersByToken(db: Executor, token: string): Promise<boolean> {
  const rows = await db.update(studyPlans).set({ reminders: false, updatedAt: sql`now()` }).where(eq(studyPlans.unsubscribeToken, token)).returning({ userId: studyPlans.userId });
  return rows.length > 0;
}

export interface ReminderTarget {
  userId: number;
  email: string;
  username: string;
  vehicleType: string;
  testDate: string | null;
  county: string | null;
  unsubscribeToken: string;
}

/**
 * Claims today's reminder for up to `limit` opted-in learners not yet reminded today: the claim
 * and the choice are one UPDATE with SKIP LOCKED, so two instances never remind anyone twice.
 * Run it in the transaction that queues their mail (issue 27 §8): a claim must never outlive a
 * crash or an error that kept its mail from the outbox. `skip` leaves out learners whose
 * reminder failed earlier in the same run.
 */
export async function claimReminders(db: Executor, day: string, limit: number, skip: readonly number[] = []): Promise<ReminderTarget[]> {
  const claimable = db
    .select({ userId: studyPlans.userId })
    .from(studyPlans)
    .where(
      and(
        eq(studyPlans.reminders, true),
        or(isNull(studyPlans.lastRemindedOn), lt(studyPlans.lastRemindedOn, day)),
        skip.length > 0 ? notInArray(studyPlans.userId, [...skip]) : undefined,
      ),
    )
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(studyPlans)
    .set({ lastRemindedOn: day })
    .where(sql`${studyPlans.userId} in (${claimable})`)
    .returning({ userId: studyPlans.userId, testDate: studyPlans.testDate, county: studyPlans.county, unsubscribeToken: studyPlans.unsubscribeToken });
  if (claimed.length === 0) return [];
  const people = await db
    .select({ id: users.id, email: users.email, username: users.username, vehicleType: users.vehicleType })
    .from(users)
    .where(inArray(users.id, claimed.map((c) => c.userId)));
  const byId = new Map(people.map((p) => [p.id, p]));
  return claimed.flatMap((c) => {
    const p = byId.get(c.userId);
    return p ? [{ ...c, email: p.email, username: p.username, vehicleType: p.vehicleType }] : [];
  });
}

export async function exportPlan(db: Executor, userId: number) {
  const [row] = await db
    .select({ testDate: studyPlans.testDate, county: studyPlans.county, reminders: studyPlans.reminders, lastRemindedOn: studyPlans.lastRemindedOn })
    .from(studyPlans)
    .where(eq(studyPlans.userId, userId));
  return row ?? null;
}

export async function deleteUserPlan(db: Executor, userId: number): Promise<void> {
  await db.delete(studyPlans).where(eq(studyPlans.userId, userId));
}
