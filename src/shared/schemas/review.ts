import { z } from 'zod';
import { DEFAULT_COUNTY } from '../practice-tests.ts';
import { countyField } from './fields.ts';

/** Spaced review and readiness (DESIGN.md §14). Due questions carry no answer. */
export const reviewDueQuery = z.object({
  within: z.coerce.number({ error: 'within must be a number of seconds' }).int('within must be whole seconds').min(0).max(30 * 86_400).default(0),
});

export const reviewQuestion = z.object({ questionId: z.string(), module: z.number(), text: z.string(), options: z.array(z.string()).length(4), due: z.string() });

export const reviewDueResponse = z.object({
  /** Up to one session's worth (20), soonest first. */
  questions: z.array(reviewQuestion),
  /** All due in the window, for the sidebar badge. */
  count: z.number(),
  /** When the next question falls due, when nothing is due now. */
  nextDue: z.string().nullable(),
});

export const reviewAnswerParams = z.object({ questionId: z.string().regex(/^[a-z0-9-]{1,40}$/, 'questionId is not a question id') });
/**
 * When the learner chose, as an ISO time (issue 23): an answer queued offline arrives later, and
 * an answer older than the learner's latest on that question must not overwrite it.
 */
export const answeredAtField = z.iso.datetime({ offset: true, error: 'answeredAt must be an ISO date and time' });

/** The oldest queued answer still counted; older ones are marked but move nothing. */
export const REVIEW_ANSWER_MAX_AGE_DAYS = 30;

export const reviewAnswerSchema = z.object({
  selected: z.number({ error: 'selected must be an option number' }).int().min(0, 'selected must be 0 to 3').max(3, 'selected must be 0 to 3'),
  /** Made by the client once per answer, so a replayed answer is counted once (issue 23). */
  answerId: z.uuid({ error: 'answerId must be a UUID' }).optional(),
  answeredAt: answeredAtField.optional(),
});
export const reviewAnswerResponse = z.object({
  correct: z.boolean(),
  correctAnswer: z.number(),
  explanation: z.string(),
  due: z.string(),
  /** False for a replay, or an answer older than the learner's latest on the question: marked, but the schedule kept. */
  counted: z.boolean(),
});

export const readinessQuery = z.object({
  county: countyField.default(DEFAULT_COUNTY),
});

export const readinessItem = z.object({
  key: z.string(),
  title: z.string(),
  /** Chance (0–1) of passing a fresh draw at the pass mark. */
  probability: z.number(),
  /** The range it likely lies in (10th and 90th percentiles), and the marked answers behind it (issue 32 §2). */
  low: z.number(),
  high: z.number(),
  answers: z.number(),
  seen: z.number(),
  pool: z.number(),
  drawSize: z.number(),
  passMark: z.number(),
});

export const readinessResponse = z.object({
  industryKnowledge: readinessItem,
  county: readinessItem,
  /** Modules 1–12, weakest first. */
  modules: z.array(readinessItem.extend({ moduleId: z.number() })),
  /** Both parts at least 80 % likely and a passed simulator sitting in the last 14 days (DESIGN.md §18). */
  readyToBook: z.object({ ready: z.boolean(), next: z.string() }),
});

export type ReviewDue = z.infer<typeof reviewDueResponse>;
export type Readiness = z.infer<typeof readinessResponse>;
