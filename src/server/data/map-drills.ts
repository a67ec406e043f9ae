import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { MapDrillMode, OptionKey } from '#shared/schemas/places.ts';
import type { Executor } from '../db/client.ts';
import { mapDrills } from '../db/schema/index.ts';
import type { StoredMapDrill } from '#shared/schemas/places.ts';

/** The owner of `map_drills` (issue 34): each learner's map drill sessions and the marks they got. */

export type MapDrillRow = typeof mapDrills.$inferSelect;

export async function insertMapSession(db: Executor, a: { userId: number; sessionId: string; county: string; mode: MapDrillMode; drills: readonly StoredMapDrill[] }): Promise<void> {
  await db.insert(mapDrills).values(a.drills.map((drill, position) => ({ sessionId: a.sessionId, position, userId: a.userId, county: a.county, mode: a.mode, kind: drill.kind, drill })));
}

/** A learner's session in position order; empty when it is not theirs or does not exist. */
export async function findMapSession(db: Executor, userId: number, sessionId: string): Promise<MapDrillRow[]> {
  return db
    .select()
    .from(mapDrills)
    .where(and(eq(mapDrills.sessionId, sessionId), eq(mapDrills.userId, userId)))
    .orderBy(asc(mapDrills.position));
}

/** Stores a drill's mark once: false when it was already answered (a second answer never changes the first). */
export async function markMapDrill(db: Executor, a: { userId: number; sessionId: string; position: number; given: OptionKey; correct: boolean }): Promise<boolean> {
  const rows = await db
    .update(mapDrills)
    .set({ given: a.given, correct: a.correct, answeredAt: sql`now()` })
    .where(and(eq(mapDrills.sessionId, a.sessionId), eq(mapDrills.position, a.position), eq(mapDrills.userId, a.userId), isNull(mapDrills.answeredAt)))
    .returning({ position: mapDrills.position });
  return rows.length > 0;
}

/** For the learner's data export: what was asked and answered, without the stored drill's internals. */
export async function exportMapDrills(db: Executor, userId: number) {
  return db
    .select({ sessionId: mapDrills.sessionId, position: mapDrills.position, county: mapDrills.county, mode: mapDrills.mode, kind: mapDrills.kind, createdAt: mapDrills.createdAt, answeredAt: mapDrills.answeredAt, given: mapDrills.given, correct: mapDrills.correct })
    .from(mapDrills)
    .where(eq(mapDrills.userId, userId))
    .orderBy(asc(mapDrills.createdAt), asc(mapDrills.position));
}

/** Map drills on a county's places answered, and right (readiness counts them toward that county's Area Knowledge). */
export async function mapDrillTally(db: Executor, userId: number, county: string): Promise<{ answered: number; right: number }> {
  const { rows } = await db.execute<{ answered: number; right_count: number }>(sql`
    select count(*)::int as answered, (count(*) filter (where correct))::int as right_count
      from map_drills where user_id = ${userId} and county = ${county} and mode = 'places' and answered_at is not null`);
  return { answered: rows[0]?.answered ?? 0, right: rows[0]?.right_count ?? 0 };
}

/** Map drills the learner has answered (readiness is cached against it). */
export async function countAnsweredMapDrills(db: Executor, userId: number): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from map_drills where user_id = ${userId} and answered_at is not null`);
  return rows[0]?.n ?? 0;
}

/** The shared demo account's reset: the next visitor starts without anyone's drills. */
export async function deleteUserMapDrills(db: Executor, userId: number): Promise<void> {
  await db.delete(mapDrills).where(eq(mapDrills.userId, userId));
}
