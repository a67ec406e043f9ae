import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema/index.ts';

export interface SessionUser {
  id: number;
  username: string;
  email: string;
  vehicleType: string;
  createdAt: Date;
  sessionId: string;
  sessionCreatedAt: Date;
  sessionExpiresAt: Date;
}

export async function insertSession(db: Db, id: string, userId: number, expiresAt: Date): Promise<void> {
  await db.insert(sessions).values({ id, userId, expiresAt });
}

/** A live session: not past its sliding expiry nor its absolute lifetime. */
export async function findSessionUser(db: Db, id: string, absoluteDays: number): Promise<SessionUser | undefined> {
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      vehicleType: users.vehicleType,
      createdAt: users.createdAt,
      sessionId: sessions.id,
      sessionCreatedAt: sessions.createdAt,
      sessionExpiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, id),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.createdAt, sql`now() - make_interval(days => ${absoluteDays})`),
      ),
    );
  return rows[0];
}

export async function extendSession(db: Db, id: string, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export async function deleteUserSessions(db: Db, userId: number, exceptId?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(exceptId ? and(eq(sessions.userId, userId), sql`${sessions.id} <> ${exceptId}`) : eq(sessions.userId, userId));
}

export async function pruneUserSessions(db: Db, userId: number, absoluteDays: number): Promise<void> {
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        or(lt(sessions.expiresAt, sql`now()`), lt(sessions.createdAt, sql`now() - make_interval(days => ${absoluteDays})`)),
      ),
    );
}
