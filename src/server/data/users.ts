import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { VehicleType } from '#shared/vehicle-types.ts';
import type { Executor } from '../db/client.ts';
import { passwordResets, users } from '../db/schema/index.ts';
import { isUniqueViolation } from './pg-errors.ts';

/** The owner of `users` and `password_resets`. */
export type UserRow = typeof users.$inferSelect;
export type NewUser = Pick<UserRow, 'username' | 'email' | 'passwordHash' | 'vehicleType'>;

const byUsername = (username: string) => sql`lower(${users.username}) = lower(${username})`;

export async function findUserByUsername(db: Executor, username: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(byUsername(username));
  return rows[0];
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return rows[0];
}

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id));
  return rows[0];
}

/** Returns which unique field clashed instead of throwing, so the route can answer 409. */
export async function insertUser(db: Executor, user: NewUser): Promise<{ id: number } | { conflict: 'username' | 'email' }> {
  try {
    const [row] = await db.insert(users).values({ ...user, email: user.email.toLowerCase() }).returning({ id: users.id });
    if (!row) throw new Error('insert returned nothing');
    return row;
  } catch (error) {
    const constraint = isUniqueViolation(error);
    if (constraint !== false) return { conflict: constraint === 'users_email_idx' ? 'email' : 'username' };
    throw error;
  }
}

export async function updateUser(
  db: Executor,
  id: number,
  changes: Partial<Pick<UserRow, 'email' | 'passwordHash' | 'vehicleType'>>,
  onlyIfEmail?: string,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set(changes)
    .where(onlyIfEmail === undefined ? eq(users.id, id) : and(eq(users.id, id), eq(users.email, onlyIfEmail)))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function updateVehicleType(db: Executor, id: number, vehicleType: VehicleType): Promise<void> {
  await updateUser(db, id, { vehicleType });
}

/** Deletes the row; foreign keys cascade to every table that holds the user's id. */
export async function deleteUserRow(db: Executor, id: number): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

export async function deleteUserByUsername(db: Executor, username: string): Promise<boolean> {
  const rows = await db.delete(users).where(byUsername(username)).returning({ id: users.id });
  return rows.length > 0;
}

/** Frees an address held by any account other than `keepUsername` (the demo account's fixed identity). */
export async function deleteOtherHolderOfEmail(db: Executor, email: string, keepUsername: string): Promise<void> {
  await db.delete(users).where(and(eq(users.email, email), sql`lower(${users.username}) <> lower(${keepUsername})`));
}

// --- password_resets -----------------------------------------------------------------------

const usable = (tokenHash: string) =>
  and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`));

export async function insertPasswordReset(db: Executor, tokenHash: string, userId: number, expiresAt: Date): Promise<void> {
  await db.insert(passwordResets).values({ tokenHash, userId, expiresAt });
}

/** A reset link that exists, is unused and has not expired. */
export async function isPasswordResetUsable(db: Executor, tokenHash: string): Promise<boolean> {
  const rows = await db.select({ userId: passwordResets.userId }).from(passwordResets).where(usable(tokenHash));
  return rows.length > 0;
}

/** Marks a usable link used and answers whose it was; undefined when it was not usable. */
export async function usePasswordReset(db: Executor, tokenHash: string): Promise<number | undefined> {
  const [row] = await db.update(passwordResets).set({ usedAt: sql`now()` }).where(usable(tokenHash)).returning({ userId: passwordResets.userId });
  return row?.userId;
}

/** Voids every open reset link of a user. */
export async function voidPasswordResets(db: Executor, userId: number): Promise<void> {
  await db.update(passwordResets).set({ usedAt: sql`now()` }).where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

export async function deleteStalePasswordResets(db: Executor): Promise<void> {
  await db.delete(passwordResets).where(sql`${passwordResets.expiresAt} < now() - interval '1 day'`);
}

export async function deleteUserPasswordResets(db: Executor, userId: number): Promise<void> {
  await db.delete(passwordResets).where(eq(passwordResets.userId, userId));
}

/** Grants or revokes the owner's role (issue 22): only the `npm run admin` command calls this. */
export async function setRole(db: Executor, username: string, role: 'learner' | 'admin'): Promise<{ id: number; username: string } | undefined> {
  const [row] = await db.update(users).set({ role }).where(sql`lower(${users.username}) = lower(${username})`).returning({ id: users.id, username: users.username });
  return row;
}

/** Learners whose username or email contains `term` (case-insensitive), newest first. */
export async function searchUsers(db: Executor, term: string, limit = 50) {
  const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select({ id: users.id, username: users.username, email: users.email, vehicleType: users.vehicleType, role: users.role, createdAt: users.createdAt })
    .from(users)
    .where(sql`${users.username} ilike ${pattern} or ${users.email} ilike ${pattern}`)
    .orderBy(desc(users.createdAt))
    .limit(limit);
}

/** Null ids (rows that belong to nobody, such as demo visitors' reports) are skipped. */
export async function usernamesOf(db: Executor, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  const known = [...new Set(ids)].filter((id): id is number => id !== null);
  if (known.length === 0) return new Map();
  const rows = await db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.id, known));
  return new Map(rows.map((r) => [r.id, r.username]));
}

export async function countUsers(db: Executor): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(users);
  return row?.n ?? 0;
}
