import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { FARE_DRILL_KINDS, FARE_DRILL_STYLES } from '../../../shared/schemas/fares.ts';
import { users } from './users.ts';

/**
 * Fare drills (issue 33): a session of ten per row group. Each drill is regenerated from its
 * seed, which never leaves the server, so the browser holds nothing to mark its own answers by.
 */
export const fareDrills = pgTable(
  'fare_drills',
  {
    sessionId: uuid('session_id').notNull(),
    position: smallint('position').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: FARE_DRILL_KINDS }).notNull(),
    answerStyle: text('answer_style', { enum: FARE_DRILL_STYLES }).notNull(),
    seed: integer('seed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set once, when the answer is marked. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** The learner's answer as they gave it ("€23.40" or the option's text). */
    given: text('given'),
    correct: boolean('correct'),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.position] }),
    index('fare_drills_user_idx').on(t.userId, t.createdAt),
    check('fare_drills_position', sql`${t.position} between 0 and 9`),
  ],
);
