import { z } from 'zod';
import { COUNTY_OPTIONS } from '../practice-tests.ts';

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
export const reviewAnswerSchema = z.object({ selected: z.number({ error: 'selected must be an option number' }).int().min(0, 'selected must be 0 to 3').max(3, 'selected must be 0 to 3') });
export const reviewAnswerResponse = z.object({ correct: z.boolean(), correctAnswer: z.number(), explanation: z.string(), due: z.string() });

export const readinessQuery = z.object({
  county: z.enum(COUNTY_OPTIONS as [string, ...string[]], { error: 'county must be one of the 26 counties or Other Counties' }).default('Dublin'),
});

export const readinessItem = z.object({
  key: z.string(),
  title: z.string(),
  /** Chance (0–1) of passing a fresh draw at the pass mark. */
  probability: z.number(),
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
});

export type ReviewDue = z.infer<typeof reviewDueResponse>;
export type Readiness = z.infer<typeof readinessResponse>;
