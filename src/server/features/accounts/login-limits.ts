import type { Db } from '../../db/client.ts';
import { TooManyRequestsError } from '../../errors.ts';
import { hit, peek, reset } from '../../lib/rate-limit.ts';

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

const keys = (username: string, ip: string) => ({ user: `login:user:${username.toLowerCase()}`, ip: `login:ip:${ip}` });

/** Refuses when either counter is spent; otherwise waits longer the more recent failures. */
export async function beforeLogin(db: Db, username: string, ip: string): Promise<void> {
  const k = keys(username, ip);
  const [userFailures, ipFailures] = await Promise.all([peek(db, k.user), peek(db, k.ip)]);
  if (userFailures >= MAX_FAILURES_PER_USERNAME || ipFailures >= MAX_FAILURES_PER_IP) {
    throw new TooManyRequestsError(LOGIN_LOCKED_MESSAGE, LOGIN_WINDOW_SECONDS);
  }
  const excess = Math.max(userFailures, ipFailures - 10) - FREE_FAILURES;
  if (excess > 0) await new Promise((r) => setTimeout(r, Math.min(MAX_DELAY_MS, excess * DELAY_STEP_MS)));
}

export async function loginFailed(db: Db, username: string, ip: string): Promise<void> {
  const k = keys(username, ip);
  await Promise.all([hit(db, k.user, LOGIN_WINDOW_SECONDS), hit(db, k.ip, LOGIN_WINDOW_SECONDS)]);
}

export async function loginSucceeded(db: Db, username: string): Promise<void> {
  await reset(db, keys(username, '').user);
}
