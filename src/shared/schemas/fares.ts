import { z } from 'zod';

/**
 * Fare drills (issue 33): sessions of ten generated on the server from seeds it keeps, each
 * answer marked there. A drill carries no answer until it is marked.
 */

export const FARE_DRILL_KINDS = ['fare', 'rate', 'extra', 'receipt'] as const;
export type FareDrillKind = (typeof FARE_DRILL_KINDS)[number];
export const FARE_DRILL_STYLES = ['options', 'amount'] as const;
export type FareDrillStyle = (typeof FARE_DRILL_STYLES)[number];
export const DRILL_LENGTH = 10;
/** The largest fare a typed answer may give, in euro: well beyond any trip a drill asks about. */
export const MAX_TYPED_EURO = 10_000;

export const startDrillSchema = z.object({
  /** How fare questions are answered: four options, or a typed euro amount. */
  answerStyle: z.enum(FARE_DRILL_STYLES, { error: 'answerStyle must be options or amount' }).default('options'),
});

export const drillParams = z.object({ id: z.uuid({ error: 'id must be a drill id' }) });

export const drillAnswerParams = drillParams.extend({
  position: z.coerce
    .number({ error: 'position must be a number' })
    .int('position must be a whole number')
    .min(0, `position must be 0 to ${DRILL_LENGTH - 1}`)
    .max(DRILL_LENGTH - 1, `position must be 0 to ${DRILL_LENGTH - 1}`),
});

export const drillAnswerSchema = z
  .object({
    selected: z.number({ error: 'selected must be an option number' }).int('selected must be 0 to 3').min(0, 'selected must be 0 to 3').max(3, 'selected must be 0 to 3').optional(),
    amount: z
      .number({ error: 'amount must be a number of euro, e.g. 23.40' })
      .min(0, 'amount must be 0 or more')
      .max(MAX_TYPED_EURO, `amount must be at most ${MAX_TYPED_EURO}`)
      .optional(),
  })
  .refine((a) => (a.selected === undefined) !== (a.amount === undefined), { message: 'give either selected (an option) or amount (euro), not both', path: ['selected'] });

export const drillMark = z.object({
  correct: z.boolean(),
  /** The learner's answer as they gave it: the option's text or "€23.40". */
  given: z.string(),
  /** The right answer as text. */
  answer: z.string(),
  /** The right option, for option drills. */
  correctOption: z.number().nullable(),
  /** The worked calculation or reasoning, line by line. */
  steps: z.array(z.string()),
  /** Where the rule is in the manual. */
  reference: z.string(),
});

export const drillQuestion = z.object({
  position: z.number(),
  kind: z.enum(FARE_DRILL_KINDS),
  prompt: z.string(),
  /** The trip or situation, one fact a line. */
  details: z.array(z.string()),
  /** Four (or, for a rate, three) options; null when the answer is a typed euro amount. */
  options: z.array(z.string()).nullable(),
  mark: drillMark.nullable(),
});

export const drillSessionResponse = z.object({
  id: z.string(),
  drills: z.array(drillQuestion),
  answered: z.number(),
  right: z.number(),
  total: z.number(),
});

export const drillAnswerResponse = drillMark.extend({
  answered: z.number(),
  right: z.number(),
  total: z.number(),
});

export const drillSummaryResponse = z.object({
  /** Drills answered and answered right, across every session. */
  answered: z.number(),
  right: z.number(),
  /** Sessions with all ten answered. */
  sessionsCompleted: z.number(),
  /** The most recent session with an answer. */
  last: z.object({ right: z.number(), answered: z.number(), total: z.number(), at: z.string() }).nullable(),
  /** The best score in a completed session. */
  best: z.number().nullable(),
});

export type DrillSession = z.infer<typeof drillSessionResponse>;
export type DrillQuestion = z.infer<typeof drillQuestion>;
export type DrillMark = z.infer<typeof drillMark>;
export type DrillSummary = z.infer<typeof drillSummaryResponse>;
