import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordResets, rateLimits, sessions, users } from '../../db/schema/index.ts';

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

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id));
  return rows[0];
}

export async function updateVehicleType(db: Db, id: number, vehicleType: string): Promise<void> {
  await db.update(users).set({ vehicleType }).where(eq(users.id, id));
}

/** Returns false when another account already uses the address. */
export async function updateEmail(db: Db, id: number, email: string): Promise<boolean> {
  try {
    await db.update(users).set({ email: email.toLowerCase() }).where(eq(users.id, id));
    return true;
  } catch (error) {
    const e = error as { code?: string; cause?: { code?: string } };
    if ((e.code ?? e.cause?.code) === '23505') return false;
    throw error;
  }
}

/** A new password ends every other session of the user (the current one stays signed in). */
export async function updatePassword(db: Db, id: number, passwordHash: string, keepSessionId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, id));
    await tx.delete(sessions).where(and(eq(sessions.userId, id), sql`${sessions.id} <> ${keepSessionId}`));
  });
}

/**
 * Deletes the account and every row that belongs to it: foreign keys cascade to sessions,
 * purchases, progress, checklists, results, reset links, payment intents, messages and mail;
 * rate-limit counters are keyed by name and email, so they go explicitly.
 */
export async function deleteUser(db: Db, user: Pick<UserRow, 'id' | 'username' | 'email'>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(rateLimits).where(sql`${rateLimits.key} in (${`login:user:${user.username.toLowerCase()}`}, ${`forgot:email:${user.email}`})`);
    await tx.delete(users).where(eq(users.id, user.id));
  });
}
