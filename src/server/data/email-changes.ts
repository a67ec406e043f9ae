import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { emailChanges } from '../db/schema/index.ts';
import { isUniqueViolation } from './pg-errors.ts';
import { deleteUserSessions } from './sessions.ts';
import { updateUser, voidPasswordResets } from './users.ts';

/** The email_changes table's owner (issue 16 §6); each function takes the database or a transaction. */
export interface NewEmailChange {
  userId: number;
  oldEmail: string;
  newEmail: string;
  confirmTokenHash: string;
  undoTokenHash: string;
  confirmBy: Date;
  undoBy: Date;
}

/** Records a request; an earlier unconfirmed request of the same user stops counting. */
export async function createEmailChange(db: Executor, change: NewEmailChange): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(emailChanges)
      .set({ confirmBy: sql`now()` })
      .where(and(eq(emailChanges.userId, change.userId), isNull(emailChanges.confirmedAt), isNull(emailChanges.undoneAt)));
    await tx.insert(emailChanges).values(change);
  });
}

/** The address waiting for confirmation, if any. */
export async function pendingEmailOf(db: Executor, userId: number): Promise<string | null> {
  const rows = await db
    .select({ newEmail: emailChanges.newEmail })
    .from(emailChanges)
    .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.confirmedAt), isNull(emailChanges.undoneAt), gt(emailChanges.confirmBy, sql`now()`)));
  return rows[0]?.newEmail ?? null;
}

export type ConfirmOutcome = 'confirmed' | 'invalid' | 'taken';

/** Applies a pending change once, if the account still has the address it was asked from. */
export async function confirmEmailChange(db: Executor, confirmTokenHash: string): Promise<ConfirmOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const [change] = await tx
        .update(emailChanges)
        .set({ confirmedAt: sql`now()` })
        .where(
          and(
            eq(emailChanges.confirmTokenHash, confirmTokenHash),
            isNull(emailChanges.confirmedAt),
            isNull(emailChanges.undoneAt),
            gt(emailChanges.confirmBy, sql`now()`),
          ),
        )
        .returning();
      if (!change) return 'invalid';
      const updated = await updateUser(tx, change.userId, { email: change.newEmail }, change.oldEmail);
      return updated ? 'confirmed' : 'invalid';
    });
  } catch (error) {
    if (isUniqueViolation(error) !== false) return 'taken';
    throw error;
  }
}

export type UndoOutcome = { outcome: 'undone'; userId: number } | { outcome: 'invalid' } | { outcome: 'taken' };

/**
 * The old address's way back: cancels the request or restores the old address, ends every
 * session and voids every open reset link, all at once.
 */
export async function undoEmailChange(db: Executor, undoTokenHash: string): Promise<UndoOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const [change] = await tx
        .update(emailChanges)
        .set({ undoneAt: sql`now()` })
        .where(and(eq(emailChanges.undoTokenHash, undoTokenHash), isNull(emailChanges.undoneAt), gt(emailChanges.undoBy, sql`now()`)))
        .returning();
      if (!change) return { outcome: 'invalid' } as const;
      if (change.confirmedAt) await updateUser(tx, change.userId, { email: change.oldEmail });
      await deleteUserSessions(tx, change.userId);
      await voidPasswordResets(tx, change.userId);
      return { outcome: 'undone', userId: change.userId } as const;
    });
  } catch (error) {
    if (isUniqueViolation(error) !== false) return { outcome: 'taken' };
    throw error;
  }
}

/** Requests whose undo window closed a day ago are kept no longer. */
export async function deleteStaleEmailChanges(db: Executor): Promise<void> {
  await db.delete(emailChanges).where(sql`${emailChanges.undoBy} < now() - interval '1 day'`);
}

export async function deleteUserEmailChanges(db: Executor, userId: number): Promise<void> {
  await db.delete(emailChanges).where(eq(emailChanges.userId, userId));
}
