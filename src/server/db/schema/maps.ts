import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { MAP_DRILL_KINDS, MAP_DRILL_MODES, OPTION_KEYS } from '../../../shared/schemas/places.ts';
import type { StoredMapDrill } from '../../../shared/schemas/places.ts';
import { users } from './users.ts';

/**
 * Map drills (issue 34): a session of five per row group. Each row keeps the drill as generated,
 * answer included, which never leaves the server until the drill is marked.
 */
export const mapDrills = pgTable(
  'map_drills',
  {
    sessionId: uuid('session_id').notNull(),
    position: smallint('position').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    county: text('county').notNull(),
    mode: text('mode', { enum: MAP_DRILL_MODES }).notNull(),
    kind: text('kind', { enum: MAP_DRILL_KINDS }).notNull(),
    drill: jsonb('drill').$type<StoredMapDrill>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set once, when the answer is marked. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    given: text('given', { enum: OPTION_KEYS }),
    correct: boolean('correct'),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.position] }),
    index('map_drills_user_idx').on(t.userId, t.createdAt),
    check('map_drills_position', sql`${t.position} between 0 and 4`),
  ],
);
