import { getPlan } from '#shared/plans.ts';
import type { Db } from '../../db/client.ts';
import { resetSharedAccount } from '../../data/shared-account-reset.ts';
import { deleteUserByUsername } from '../../data/users.ts';
import { hashPassword } from '../../lib/crypto.ts';

/**
 * The shared test account of demo mode (DEMO_MODE=1, DESIGN.md §12). Its credentials live on
 * the server only and are sent to the settings screen only in demo mode. Anyone may sign in
 * with them, so the account is read-only in settings and keeps nothing of one visitor for the
 * next (issue 16 §4).
 */
export const DEMO_ACCOUNT = { username: 'demo-learner', password: 'try-spsv-prep', email: 'demo@spsvprep.invalid' } as const;
export const DEMO_RESET_HOURS = 24;
const DEMO_PLAN = getPlan('PREMIUM');

export function isDemoAccount(user: { username: string }): boolean {
  return user.username.toLowerCase() === DEMO_ACCOUNT.username;
}

/**
 * Creates the account, or resets it to its fixed identity (email, password, vehicle type) and a
 * clean start: every row of every visitor before goes, and an active Premium plan stays.
 */
export async function seedDemoAccount(db: Db): Promise<void> {
  const passwordHash = await hashPassword(DEMO_ACCOUNT.password);
  await resetSharedAccount(db, { username: DEMO_ACCOUNT.username, email: DEMO_ACCOUNT.email, passwordHash, vehicleType: 'taxi' }, DEMO_PLAN);
}

/** Demo mode off: the shared account must not linger with its published password and plan. */
export async function removeDemoAccount(db: Db): Promise<boolean> {
  return deleteUserByUsername(db, DEMO_ACCOUNT.username);
}
