import type { Db } from '../../db/client.ts';
import { TooManyRequestsError } from '../../errors.ts';
import { hit, limitKeys, refund, reset } from '../../data/rate-limits.ts';

/**
 * Failed sign-ins are slowed, then refused (DESIGN.md §6). Counters live in PostgreSQL so they
 * hold across instances.
 */
export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const MAX_FAILURES_PER_USERNAME = 8;
export const MAX_FAILURES_PER_IP = 30;
/** Failures before answers start to slow down. */
const FREE_FAILURES = 3;
const DELAY_STEP_MS = 400;
const MAX_DELAY_MS = 2_000;

export const LOGIN_LOCKED_MESSAGE = 'Too many failed sign-in attempts. Please wait 15 minutes and try again, or reset your password.';

const keys = (username: string, ip: string) => ({ user: limitKeys.loginUser(username), ip: limitKeys.loginIp(ip) });

/**
 * Counts this attempt before the password is checked (issue 16 §1): the count is an atomic
 * upsert, so parallel guesses each see their own number and the ninth is refused however many
 * arrive at once. Then waits longer the more recent failures there are.
 */
export async function countLoginAttempt(db: Db, username: string, ip: string): Promise<void> {
  const k = keys(username, ip);
  const [user, byIp] = await Promise.all([hit(db, k.user, LOGIN_WINDOW_SECONDS), hit(db, k.ip, LOGIN_WINDOW_SECONDS)]);
  if (user.count > MAX_FAILURES_PER_USERNAME || byIp.count > MAX_FAILURES_PER_IP) {
    throw new TooManyRequestsError(LOGIN_LOCKED_MESSAGE, LOGIN_WINDOW_SECONDS);
  }
  const excess = Math.max(user.count - 1, byIp.count - 11) - FREE_FAILURES;
  if (excess > 0) await new Promise((r) => setTimeout(r, Math.min(MAX_DELAY_MS, excess * DELAY_STEP_MS)));
}

/** A right password: the username's count starts again and this attempt is given back to the IP. */
export async function loginSucceeded(db: Db, username: string, ip: string): Promise<void> {
  const k = keys(username, ip);
  await Promise.all([reset(db, k.user), refund(db, k.ip)]);
}
