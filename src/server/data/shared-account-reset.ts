import type { PlanKey } from '#shared/plans.ts';
import type { Executor } from '../db/client.ts';
import { deleteUserChecklists } from './checklists.ts';
import { deleteUserContactMessages } from './contact-messages.ts';
import { deleteUserEmailChanges } from './email-changes.ts';
import { deleteUserMail } from './outbox.ts';
import { deleteUserAttempts } from './attempts.ts';
import { deleteUserSittings } from './entry-test-sittings.ts';
import { deleteUserFareDrills } from './fare-drills.ts';
import { deleteUserMapDrills } from './map-drills.ts';
import { grantOnlyPlan } from './purchases.ts';
import { deleteUserMemories } from './question-memory.ts';
import { deleteUserReveals } from './question-reveals.ts';
import { deleteUserReviewAnswers } from './review-answers.ts';
import { deleteUserReports } from './question-reports.ts';
import { deleteUserPlan } from './study-plans.ts';
import { deleteUserSandboxIntents } from './sandbox-intents.ts';
import { deleteUserSessions } from './sessions.ts';
import { deleteUserProgress } from './training-progress.ts';
import {
  deleteOtherHolderOfEmail,
  deleteUserPasswordResets,
  findUserByUsername,
  insertUser,
  updateUser,
  type NewUser,
} from './users.ts';

/**
 * Puts a shared account back to a fixed identity and a clean start, in one transaction: every
 * row any visitor left goes, and one complimentary plan of `plan` runs from now.
 */
export async function resetSharedAccount(db: Executor, identity: NewUser, plan: { key: PlanKey; durationDays: number }): Promise<number> {
  return db.transaction(async (tx) => {
    await deleteOtherHolderOfEmail(tx, identity.email, identity.username);
    const existing = await findUserByUsername(tx, identity.username);
    let id = existing?.id;
    if (id === undefined) {
      const created = await insertUser(tx, identity);
      if ('conflict' in created) throw new Error(`shared account could not be created: ${created.conflict} taken`);
      id = created.id;
    } else {
      await updateUser(tx, id, { email: identity.email, passwordHash: identity.passwordHash, vehicleType: identity.vehicleType });
    }
    for (const clear of [
      deleteUserProgress,
      deleteUserChecklists,
      deleteUserAttempts,
      deleteUserSittings,
      deleteUserMemories,
      deleteUserReveals,
      deleteUserReviewAnswers,
      deleteUserFareDrills,
      deleteUserMapDrills,
      deleteUserPlan,
      deleteUserReports,
      deleteUserSessions,
      deleteUserPasswordResets,
      deleteUserEmailChanges,
      deleteUserMail,
      deleteUserContactMessages,
      deleteUserSandboxIntents,
    ]) {
      await clear(tx, id);
    }
    await grantOnlyPlan(tx, id, plan.key, plan.durationDays, `demo_${id}`);
    return id;
  });
}
