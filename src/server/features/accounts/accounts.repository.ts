import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordResets, sessions, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(sql`lower(${users.username}) = lower(${username})`);
  return rows[0];
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return rows[0];
}

export type NewUser = Pick<UserRow, 'username' | 'email' | 'passwordHash' | 'vehicleType'>;

/** Returns which unique field clashed instead of throwing, so the route can answer 409. */
export async function insertUser(db: Db, user: NewUser): Promise<{ id: number } | { conflict: 'username' | 'email' }> {
  try {
    const [row] = await db.insert(users).values({ ...user, email: user.email.toLowerCase() }).returning({ id: users.id });
    if (!row) throw new Error('insert returned nothing');
    return row;
  } catch (error) {
    const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
    const pgError = e.code ? e : e.cause;
    if (pgError?.code === '23505') {
      return { conflict: pgError.constraint === 'users_email_idx' ? 'email' : 'username' };
    }
    throw error;
  }
}

export async function insertPasswordReset(db: Db, tokenHash: string, userId: number, expiresAt: Date): Promise<void> {
  await db.insert(passwordResets).values({ tokenHash, userId, expiresAt });
}

/**
 * Uses a reset token once: marks it used, sets the new password, ends every session of the
 * user and voids their other outstanding links, all in one transaction.
 */
export async function consumePasswordReset(db: Db, tokenHash: string, passwordHash: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`)))
      .returning({ userId: passwordResets.userId });
    if (!reset) return false;
    await tx.update(users).set({ passwordHash }).where(eq(users.id, reset.userId));
    await tx.delete(sessions).where(eq(sessions.userId, reset.userId));
    await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt)));
    return true;
  });
}
