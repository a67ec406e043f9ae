import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { COUNTY_OPTIONS } from '../../../shared/practice-tests.ts';
import { REPORT_PROBLEMS } from '../../../shared/schemas/question-reports.ts';
import { VEHICLE_TYPE_IDS } from '../../../shared/vehicle-types.ts';
import { users } from './users.ts';

export const trainingProgress = pgTable(
  'training_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    moduleId: integer('module_id').notNull(),
    vehicleType: text('vehicle_type', { enum: VEHICLE_TYPE_IDS }).notNull(),
    progress: integer('progress').notNull(),
    isCompleted: boolean('is_completed').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.moduleId, t.vehicleType] }),
    check('training_progress_range', sql`${t.progress} between 0 and 100`),
  ],
);

export const checklists = pgTable(
  'checklists',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    checklistType: text('checklist_type', { enum: ['driver', 'vehicle'] }).notNull(),
    vehicleType: text('vehicle_type', { enum: VEHICLE_TYPE_IDS }).notNull(),
    items: jsonb('items').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.checklistType, t.vehicleType] })],
);

/** The learner's FSRS memory of each question they have answered (DESIGN.md §14). */
export const questionMemory = pgTable(
  'question_memory',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    due: timestamp('due', { withTimezone: true }).notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    elapsedDays: integer('elapsed_days').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    learningSteps: integer('learning_steps').notNull(),
    reps: integer('reps').notNull(),
    lapses: integer('lapses').notNull(),
    state: smallint('state').notNull(),
    lastReview: timestamp('last_review', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.questionId] }), index('question_memory_due_idx').on(t.userId, t.due)],
);

/**
 * Review answers that carried a client-made id (issue 23): an answer queued offline and sent
 * again after a lost reply is counted once. Kept a few weeks, longer than the oldest answer the
 * server still accepts, so a replay can never be counted twice.
 */
export const reviewAnswers = pgTable(
  'review_answers',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answerId: uuid('answer_id').notNull(),
    questionId: text('question_id').notNull(),
    selected: smallint('selected').notNull(),
    correct: boolean('correct').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.answerId] }), index('review_answers_received_idx').on(t.receivedAt)],
);

/**
 * The learner's study plan (issue 19 §5): their test date and county, and whether they want
 * reminder emails (off until they opt in). The unsubscribe token in every reminder can only
 * turn reminders off, so it is stored as it is sent.
 */
export const studyPlans = pgTable(
  'study_plans',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    testDate: date('test_date', { mode: 'string' }),
    county: text('county', { enum: [...COUNTY_OPTIONS] }),
    reminders: boolean('reminders').notNull().default(false),
    unsubscribeToken: text('unsubscribe_token').notNull(),
    lastRemindedOn: date('last_reminded_on', { mode: 'string' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('study_plans_token_idx').on(t.unsubscribeToken), index('study_plans_reminders_idx').on(t.reminders).where(sql`${t.reminders}`)],
);

/** A learner's report of a problem with a question (issue 20 §5), read in the owner's console. */
export const questionReports = pgTable(
  'question_reports',
  {
    id: serial('id').primaryKey(),
    /** Null for a report from the shared demo account: it belongs to no visitor (issue 27 §9). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    problem: text('problem', { enum: REPORT_PROBLEMS }).notNull(),
    detail: text('detail'),
    status: text('status', { enum: ['open', 'resolved'] }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when an owner resolves it: `fixed` or `no_change`, with a note. */
    resolution: text('resolution', { enum: ['fixed', 'no_change'] }),
    resolutionNote: text('resolution_note'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [index('question_reports_question_idx').on(t.questionId), index('question_reports_created_idx').on(t.createdAt)],
);
