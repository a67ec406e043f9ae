import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { VEHICLE_TYPE_IDS } from '../../../shared/vehicle-types.ts';
import { users } from './users.ts';

/** A part of an attempt in parts (the Entry Test simulator); see `attemptPart` in shared/schemas. */
export interface StoredPart {
  key: string;
  title: string;
  first: number;
  count: number;
  timeLimit: number;
  deadline: string | null;
  endedAt: string | null;
}

/** What marking decided, stored once (issue 28 §4): a later fix to a key never rewrites a result. */
export interface StoredMarks {
  passed: boolean;
  parts: { key: string; title: string; score: number; total: number; passMark: number; passed: boolean }[] | null;
}

/** Tests held and marked on the server (DESIGN.md §13). */
export const attempts = pgTable(
  'attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    testId: integer('test_id').notNull(),
    county: text('county'),
    vehicleType: text('vehicle_type', { enum: VEHICLE_TYPE_IDS }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** The deadline of the part in progress (the whole test when it has no parts). */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    status: text('status', { enum: ['in_progress', 'submitted'] }).notNull().default('in_progress'),
    score: integer('score'),
    total: integer('total').notNull(),
    parts: jsonb('parts').$type<StoredPart[]>(),
    /** Null for attempts marked before marks were stored (they are recomputed). */
    marks: jsonb('marks').$type<StoredMarks>(),
  },
  (t) => [
    index('attempts_user_status_idx').on(t.userId, t.status, t.submittedAt),
    check('attempts_score', sql`${t.score} is null or ${t.score} between 0 and ${t.total}`),
  ],
);

export const attemptItems = pgTable(
  'attempt_items',
  {
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => attempts.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    questionId: text('question_id').notNull(),
    /** Shown position i is the bank's option optionOrder[i]. */
    optionOrder: smallint('option_order').array().notNull(),
    selected: smallint('selected'),
    flagged: boolean('flagged').notNull().default(false),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    correct: boolean('correct'),
    /** The right answer's shown position when marked (issue 28 §4). */
    correctAnswer: smallint('correct_answer'),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.position] })],
);

/** Real Entry Test sittings a learner records, for the carry-forward tracker. */
export const entryTestSittings = pgTable(
  'entry_test_sittings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    satOn: date('sat_on', { mode: 'string' }).notNull(),
    industryPassed: boolean('industry_passed').notNull(),
    areaPassed: boolean('area_passed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('entry_test_sittings_user_idx').on(t.userId, t.satOn)],
);

/**
 * Questions a learner has been shown, by Irish day (issue 27 §1): the distinct count per day is
 * capped so no account can copy the bank, and the owner's console lists accounts near the cap.
 */
export const questionReveals = pgTable(
  'question_reveals',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    questionId: text('question_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day, t.questionId] })],
);
