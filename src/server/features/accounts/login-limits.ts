import { isIPv4 } from 'node:net';
import type { Db } from '../../db/client.ts';
import { TooManyRequestsError } from '../../errors.ts';
import { hit, limitKeys, refund, reset } from '../../data/rate-limits.ts';

/**
 * Failed sign-ins are slowed, then refused (DESIGN.md §6, issue 27 §4). Counters live in
 * PostgreSQL so they hold across instances. The refusal is keyed on the username together with
 * the guesser's network, so nobody elsewhere can lock a learner out; the username alone only
 * slows answers down, and a password reset clears every counter of the username.
 */
export const LOGIN_WINDOW_SECONDS = 15 * 60;
/** Wrong passwords for one username from one network before that network is refused for it. */
export const MAX_FAILURES_PER_USERNAME = 8;
export const MAX_FAILURES_PER_IP = 30;
/** Failures for a username from everywhere before its answers slow down (never refused). */
const USERNAME_SLOW_AFTER = 20;
/** Failures before answers start to slow down. */
const FREE_FAILURES = 3;
const DELAY_STEP_MS = 400;
const MAX_DELAY_MS = 2_000;

export const LOGIN_LOCKED_MESSAGE =
  'Too many failed sign-in attempts for this account from your network. Wait 15 minutes and try again, or reset your password: a reset lets you straight back in.';

/** An IPv4 /24 or an IPv6 /64: one household, office or phone network. */
export function networkOf(ip: string): string {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  const groups = ip.split('::')[0]?.split(':') ?? [];
  return `${[...groups, '0', '0', '0', '0'].slice(0, 4).join(':')}::/64`;
}

const keys = (username: string, ip: string) => ({ userNet: limitKeys.loginUserNet(username, networkOf(ip)), user: limitKeys.loginUser(username), ip: limitKeys.loginIp(ip) });

/**
 * Counts this attempt before the password is checked (issue 16 §1): the count is an atomic
 * upsert, so parallel guesses each see their own number and the ninth is refused however many
 * arrive at once. Then waits longer the more recent failures there are.
 */
export async function countLoginAttempt(db: Db, username: string, ip: string): Promise<void> {
  const k = keys(username, ip);
  const [userNet, user, byIp] = await Promise.all([hit(db, k.userNet, LOGIN_WINDOW_SECONDS), hit(db, k.user, LOGIN_WINDOW_SECONDS), hit(db, k.ip, LOGIN_WINDOW_SECONDS)]);
  if (userNet.count > MAX_FAILURES_PER_USERNAME || byIp.count > MAX_FAILURES_PER_IP) {
    throw new TooManyRequestsError(LOGIN_LOCKED_MESSAGE, LOGIN_WINDOW_SECONDS);
  }
  const excess = Math.max(userNet.count - 1, byIp.count - 11, user.count - USERNAME_SLOW_AFTER) - FREE_FAILURES;
  if (excess > 0) await new Promise((r) => setTimeout(r, Math.min(MAX_DELAY_MS, excess * DELAY_STEP_MS)));
}

/** A right password: the username's counts start again and this attempt is given back to the IP. */
export async function loginSucceeded(db: Db, username: string, ip: string): Promise<void> {
  const k = keys(username, ip);
  await Promise.all([reset(db, k.userNet), reset(db, k.user), refund(db, k.ip)]);
}
