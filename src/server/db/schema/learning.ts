import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
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
