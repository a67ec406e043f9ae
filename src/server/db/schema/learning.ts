import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const trainingProgress = pgTable(
  'training_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    moduleId: integer('module_id').notNull(),
    vehicleType: text('vehicle_type').notNull(),
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
    vehicleType: text('vehicle_type').notNull(),
    items: jsonb('items').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.checklistType, t.vehicleType] })],
);

export const practiceResults = pgTable(
  'practice_results',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    testId: integer('test_id').notNull(),
    /** The test title, as the spec's result record names it. */
    testType: text('test_type').notNull(),
    vehicleType: text('vehicle_type').notNull(),
    score: integer('score').notNull(),
    totalQuestions: integer('total_questions').notNull(),
    dateTaken: timestamp('date_taken', { withTimezone: true }).notNull(),
    /** Question ids and the option chosen, for review. */
    answers: jsonb('answers').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('practice_results_user_idx').on(t.userId, t.dateTaken),
    check('practice_results_score', sql`${t.score} between 0 and ${t.totalQuestions}`),
  ],
);
