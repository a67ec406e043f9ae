import type { Executor } from '../db/client.ts';
import { recordAudit } from './admin-audit.ts';
import { exportChecklists } from './checklists.ts';
import { exportContactMessages } from './contact-messages.ts';
import { exportAttempts } from './attempts.ts';
import { exportSittings } from './entry-test-sittings.ts';
import { exportFareDrills } from './fare-drills.ts';
import { exportMapDrills } from './map-drills.ts';
import { listPurchases } from './purchases.ts';
import { exportMemories } from './question-memory.ts';
import { exportReveals } from './question-reveals.ts';
import { exportReports } from './question-reports.ts';
import { exportReviewAnswers } from './review-answers.ts';
import { exportPlan } from './study-plans.ts';
import { deleteLoginCounters, deleteUserCounters } from './rate-limits.ts';
import { deleteUserSessions } from './sessions.ts';
import { exportProgress } from './training-progress.ts';
import { deleteUserRow, findUserById, updateUser, usePasswordReset, voidPasswordResets, type UserRow } from './users.ts';

/** Operations on a whole account, each composed from the tables' owners in one transaction. */

/**
 * Uses a reset token once: marks it used, sets the new password, ends every session of the
 * user, voids their other outstanding links and clears their sign-in counters.
 */
export async function consumePasswordReset(db: Executor, tokenHash: string, passwordHash: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const userId = await usePasswordReset(tx, tokenHash);
    if (userId === undefined) return false;
    await updateUser(tx, userId, { passwordHash });
    await deleteUserSessions(tx, userId);
    await voidPasswordResets(tx, userId);
    // Whoever kept the account locked with wrong guesses, the owner is back in (issue 27 §4).
    const user = await findUserById(tx, userId);
    if (user) await deleteLoginCounters(tx, user.username);
    return true;
  });
}

/** A new password ends every other session of the user (the current one stays signed in). */
export async function changePassword(db: Executor, userId: number, passwordHash: string, keepSessionId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await updateUser(tx, userId, { passwordHash });
    await deleteUserSessions(tx, userId, keepSessionId);
  });
}

/**
 * Deletes the account and every row that belongs to it: foreign keys cascade to sessions,
 * purchases, progress, checklists, results, reset links, payment intents, messages and mail;
 * rate-limit counters are keyed by name and email, so they go explicitly. An owner leaving is an
 * owner's action: it goes in the audit log, in the same transaction (issue 27 §9).
 */
export async function deleteAccount(db: Executor, user: Pick<UserRow, 'id' | 'username' | 'email'> & { isAdmin: boolean }): Promise<void> {
  await db.transaction(async (tx) => {
    if (user.isAdmin) {
      await recordAudit(tx, { actorId: user.id, actor: user.username, action: 'delete_account', target: `user ${user.id}`, detail: 'an owner deleted their own account' });
    }
    await deleteUserCounters(tx, user);
    await deleteUserRow(tx, user.id);
  });
}

/** Everything stored about a user, for the GDPR download (right of access and portability). */
export async function exportAccount(db: Executor, user: UserRow) {
  return db.transaction(async (tx) => {
    const trainingProgress = await exportProgress(tx, user.id);
    const checklists = await exportChecklists(tx, user.id);
    const attempts = await exportAttempts(tx, user.id);
    const entryTestSittings = await exportSittings(tx, user.id);
    const questionMemory = await exportMemories(tx, user.id);
    const purchases = await listPurchases(tx, user.id);
    const contactMessages = await exportContactMessages(tx, user.id);
    const studyPlan = await exportPlan(tx, user.id);
    const questionReports = await exportReports(tx, user.id);
    const reviewAnswers = await exportReviewAnswers(tx, user.id);
    const questionsShown = await exportReveals(tx, user.id);
    const fareDrills = await exportFareDrills(tx, user.id);
    const mapDrills = await exportMapDrills(tx, user.id);
    return {
      exportedAt: new Date().toISOString(),
      account: { username: user.username, email: user.email, vehicleType: user.vehicleType, memberSince: user.createdAt.toISOString() },
      trainingProgress,
      checklists,
      attempts,
      entryTestSittings,
      questionMemory,
      purchases,
      contactMessages,
      studyPlan,
      questionReports,
      reviewAnswers,
      questionsShown,
      fareDrills,
      mapDrills,
    };
  });
}
