import { and, eq, lt, ne, or, sql } from 'drizzle-orm';
import type { VehicleType } from '#shared/vehicle-types.ts';
import type { Db, Executor } from '../db/client.ts';
import { sessions } from '../db/schema/index.ts';
import { activePlanSql } from './purchases.ts';

/** The owner of `sessions`. */
export interface SessionUser {
  id: number;
  username: string;
  email: string;
  vehicleType: VehicleType;
  createdAt: Date;
  sessionId: string;
  sessionCreatedAt: Date;
  sessionExpiresAt: Date;
  /** An active plan, read in the same query (the hot path of every paid request). */
  hasPlan: boolean;
  isAdmin: boolean;
}

export async function insertSession(db: Executor, id: string, userId: number, expiresAt: Date): Promise<void> {
  await db.insert(sessions).values({ id, userId, expiresAt });
}

/**
 * A live session: not past its sliding expiry nor its absolute lifetime. This runs on every
 * signed-in request, so it is one named (server-side prepared) statement: about 0.1 ms instead
 * of 1 ms of query building and planning (DESIGN.md §11 API overhead).
 */
/** The one rule for a live session over an alias `s`, with the absolute lifetime in days as parameter `$N`. */
export const liveSessionSql = (absoluteDaysParam: string) => `s.expires_at > now() and s.created_at > now() - make_interval(days => ${absoluteDaysParam}::int)`;

const SESSION_USER_SQL = `
  select u.id, u.username, u.email, u.vehicle_type, u.created_at, u.role = 'admin' as is_admin, s.id as session_id,
         s.created_at as session_created_at, s.expires_at as session_expires_at,
         ${activePlanSql('u.id')} as has_plan
  from sessions s join users u on u.id = s.user_id
  where s.id = $1 and ${liveSessionSql('$2')}`;

interface SessionRow {
  id: number;
  username: string;
  email: string;
  vehicle_type: VehicleType;
  created_at: Date;
  session_id: string;
  session_created_at: Date;
  session_expires_at: Date;
  has_plan: boolean;
  is_admin: boolean;
}

export async function findSessionUser(db: Db, id: string, absoluteDays: number): Promise<SessionUser | undefined> {
  const { rows } = await db.$client.query<SessionRow>({ name: 'session_user', text: SESSION_USER_SQL, values: [id, absoluteDays] });
  const r = rows[0];
  if (!r) return undefined;
  return {
    id: r.id,
    username: r.username,
    email: r.email,
    vehicleType: r.vehicle_type,
    createdAt: r.created_at,
    sessionId: r.session_id,
    sessionCreatedAt: r.session_created_at,
    sessionExpiresAt: r.session_expires_at,
    hasPlan: r.has_plan,
    isAdmin: r.is_admin,
  };
}

export async function extendSession(db: Executor, id: string, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
}

export async function deleteSession(db: Executor, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Ends every session of a user, or every one but `exceptId` (the one making the change). */
export async function deleteUserSessions(db: Executor, userId: number, exceptId?: string): Promise<void> {
  await db.delete(sessions).where(exceptId ? and(eq(sessions.userId, userId), ne(sessions.id, exceptId)) : eq(sessions.userId, userId));
}

const spent = (absoluteDays: number) =>
  or(lt(sessions.expiresAt, sql`now()`), lt(sessions.createdAt, sql`now() - make_interval(days => ${absoluteDays})`));

export async function pruneUserSessions(db: Executor, userId: number, absoluteDays: number): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), spent(absoluteDays)));
}

export async function deleteExpiredSessions(db: Executor): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
}
