import { z } from 'zod';
import { ENTRY_PART_KEYS } from '../entry-test.ts';
import { areaDrillCategory } from '../area-categories.ts';
import { isCounty, RETRY_MISTAKES_TEST_ID } from '../practice-tests.ts';
import { countyField } from './fields.ts';
import { vehicleTypeField } from './auth.ts';

/** Server-held attempts (DESIGN.md §13): nothing here carries an answer until the attempt is marked. */

export const attemptIdField = z.uuid({ error: 'id must be an attempt id' });

export const startAttemptSchema = z
  .object({
    testId: z.number({ error: 'testId must be a number' }).int('testId must be a whole number').min(1).max(999),
    /** The county whose Area Knowledge bank the simulator draws from (Other Counties: the general bank). */
    county: countyField.optional(),
    /** The simulator only: sit just this part (the one the learner has left to pass). */
    part: z.enum(ENTRY_PART_KEYS, { error: 'part must be industry or area' }).optional(),
    /** Retry my mistakes only: the marked attempt whose missed questions to draw (issue 32 §6). */
    fromAttempt: z.uuid({ error: 'fromAttempt must be an attempt id' }).optional(),
  })
  .refine((v) => (v.testId === RETRY_MISTAKES_TEST_ID) === (v.fromAttempt !== undefined), {
    message: `fromAttempt names the marked test to retry, and goes with testId ${RETRY_MISTAKES_TEST_ID} only`,
    path: ['fromAttempt'],
  })
  .refine((v) => areaDrillCategory(v.testId) === null || isCounty(v.county), {
    message: 'county: a category drill is on one of the 26 counties',
    path: ['county'],
  });

export const saveAnswerSchema = z.object({
  selected: z.number({ error: 'selected must be an option number or null' }).int().min(0, 'selected must be 0 to 3').max(3, 'selected must be 0 to 3').nullable(),
  flagged: z.boolean({ error: 'flagged must be true or false' }).optional(),
  /** When it was chosen (issue 23): a queued answer older than the one saved is ignored. */
  answeredAt: z.iso.datetime({ offset: true, error: 'answeredAt must be an ISO date and time' }).optional(),
});

export const positionParams = z.object({
  id: attemptIdField,
  position: z.coerce.number({ error: 'position must be a number' }).int('position must be a whole number').min(0).max(199),
});

/** The body is optional: a POST with none at all (Fastify hands over null) ends the whole test (issue 27 §9). */
export const submitAttemptSchema = z.preprocess(
  (body) => body ?? {},
  z.object({
    /** End just the part in progress (the simulator); the last part's end marks the attempt. */
    part: z.number().int().min(0).max(9).optional(),
  }),
);

export const attemptQuestion = z.object({
  position: z.number(),
  id: z.string(),
  text: z.string(),
  options: z.array(z.string()).length(4),
});

export const attemptAnswer = z.object({
  position: z.number(),
  selected: z.number().nullable(),
  flagged: z.boolean(),
});

export const attemptPart = z.object({
  key: z.string(),
  title: z.string(),
  /** Positions first … first + count − 1 belong to this part. */
  first: z.number(),
  count: z.number(),
  timeLimit: z.number(),
  /** Set when the part starts; null while it waits its turn. */
  deadline: z.string().nullable(),
  endedAt: z.string().nullable(),
});

export const markedItem = z.object({
  position: z.number(),
  questionId: z.string(),
  module: z.number(),
  text: z.string(),
  options: z.array(z.string()).length(4),
  selected: z.number().nullable(),
  correctAnswer: z.number(),
  correct: z.boolean(),
  explanation: z.string(),
  /** Where the fact comes from, and the day it was last checked (issue 20 §6). */
  source: z.string(),
  verified: z.string().nullable(),
});

export const markedPart = z.object({
  key: z.string(),
  title: z.string(),
  score: z.number(),
  total: z.number(),
  passMark: z.number(),
  passed: z.boolean(),
});

export const attemptResult = z.object({
  score: z.number(),
  total: z.number(),
  passed: z.boolean(),
  timeSpentSeconds: z.number(),
  parts: z.array(markedPart).nullable(),
  items: z.array(markedItem),
});

export const attemptTest = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  timeLimit: z.number(),
  totalQuestions: z.number(),
});

export const attemptView = z.object({
  id: z.string(),
  test: attemptTest,
  county: z.string().nullable(),
  vehicleType: vehicleTypeField,
  status: z.enum(['in_progress', 'submitted']),
  startedAt: z.string(),
  /** The deadline of the part in progress (or of the whole test); null once submitted. */
  deadline: z.string().nullable(),
  /** The server's clock when it answered, so the client can correct for its own. */
  serverNow: z.string(),
  parts: z.array(attemptPart).nullable(),
  /** Index of the part in progress; null for a single-part test or once submitted. */
  activePart: z.number().nullable(),
  questions: z.array(attemptQuestion),
  answers: z.array(attemptAnswer),
  result: attemptResult.nullable(),
});

export const savedAnswer = attemptAnswer;

export const attemptSummary = z.object({
  id: z.string(),
  test: z.object({ id: z.number(), title: z.string() }),
  county: z.string().nullable(),
  startedAt: z.string(),
  deadline: z.string().nullable(),
  answered: z.number(),
  total: z.number(),
});

export const attemptListQuery = z.object({ status: z.enum(['in_progress', 'submitted']).default('in_progress') });
export const attemptList = z.array(attemptSummary);

export type StartAttemptInput = z.input<typeof startAttemptSchema>;
export type AttemptView = z.infer<typeof attemptView>;
export type AttemptResult = z.infer<typeof attemptResult>;
export type AttemptSummary = z.infer<typeof attemptSummary>;
export type MarkedItem = z.infer<typeof markedItem>;
