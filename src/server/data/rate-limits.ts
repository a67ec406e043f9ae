import { and, eq, gt, inArray, like, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';

/**
 * Whose allowance a signed-in limit spends: a user's id, or one session of the shared demo
 * account, which every visitor signs in to: keyed by its user id, one visitor would spend every
 * other visitor's allowance (issue 27 §9).
 */
export type LimitSubject = number | { session: string };
const subject = (who: LimitSubject) => (typeof who === 'number' ? `user:${who}` : `session:${who.session}`);

/**
 * The owner of `rate_limits`: fixed-window counters in PostgreSQL, so every app instance sees
 * the same count (DESIGN.md §1, §6), and the one place their keys are spelled.
 */
export const limitKeys = {
  loginUser: (username: string) => `login:user:${username.toLowerCase()}`,
  /** A username from one network (an IPv4 /24 or IPv6 /64): the strict sign-in limit (issue 27 §4). */
  loginUserNet: (username: string, net: string) => `login:user-net:${username.toLowerCase()}:${net}`,
  loginIp: (ip: string) => `login:ip:${ip}`,
  forgotIp: (ip: string) => `forgot:ip:${ip}`,
  forgotEmail: (email: string) => `forgot:email:${email.toLowerCase()}`,
  resetIp: (ip: string) => `reset:ip:${ip}`,
  registerIp: (ip: string) => `register:ip:${ip}`,
  contactIp: (ip: string) => `contact:ip:${ip}`,
  /** Every visitor not signed in, together: a daily ceiling on anonymous messages (issue 27 §9). */
  contactAnonymous: () => 'contact:anonymous',
  emailLinkIp: (ip: string) => `email-link:ip:${ip}`,
  intentUser: (who: LimitSubject) => `intent:${subject(who)}`,
  resultsUser: (who: LimitSubject) => `results:${subject(who)}`,
  attemptsUser: (who: LimitSubject) => `attempts:${subject(who)}`,
  reportsUser: (who: LimitSubject) => `reports:${subject(who)}`,
  reviewUser: (who: LimitSubject) => `review:${subject(who)}`,
  faresUser: (who: LimitSubject) => `fares:${subject(who)}`,
  mapsUser: (who: LimitSubject) => `maps:${subject(who)}`,
  unsubscribeIp: (ip: string) => `unsubscribe:ip:${ip}`,
  tasterIp: (ip: string) => `taster:ip:${ip}`,
} as const;

/** One atomic upsert per hit: parallel hits each see their own count. */
export async function hit(db: Executor, key: string, windowSeconds: number): Promise<{ count: number; resetAt: Date }> {
  const rows = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: sql`now() + make_interval(secs => ${windowSeconds})` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  const row = rows[0];
  if (!row) throw new Error('rate limit upsert returned nothing');
  return row;
}

const live = (key: string) => and(eq(rateLimits.key, key), gt(rateLimits.resetAt, sql`now()`));

/** Gives one counted attempt back (never below zero). */
export async function refund(db: Executor, key: string): Promise<void> {
  await db.update(rateLimits).set({ count: sql`greatest(${rateLimits.count} - 1, 0)` }).where(live(key));
}

export async function reset(db: Executor, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Every sign-in counter of a username, from any network: a password reset or the account's deletion clears them. */
export async function deleteLoginCounters(db: Executor, username: string): Promise<void> {
  await db.delete(rateLimits).where(or(eq(rateLimits.key, limitKeys.loginUser(username)), like(rateLimits.key, `${limitKeys.loginUserNet(username, '').replace(/[%_\\]/g, '\\$&')}%`)));
}

/** The counters keyed by a user's name and email, which the user's deletion must not leave behind. */
export async function deleteUserCounters(db: Executor, user: { username: string; email: string }): Promise<void> {
  await deleteLoginCounters(db, user.username);
  await db.delete(rateLimits).where(inArray(rateLimits.key, [limitKeys.forgotEmail(user.email)]));
}

/** Expired counters are useless; housekeeping drops them so the table stays small. */
export async function deleteExpiredCounters(db: Executor): Promise<void> {
  await db.delete(rateLimits).where(lte(rateLimits.resetAt, sql`now()`));
}
