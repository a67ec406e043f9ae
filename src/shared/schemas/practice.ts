import { z } from 'zod';
import { vehicleTypeField } from './auth.ts';

export const testIdField = z.coerce.number({ error: 'testId must be a number' }).int('testId must be a whole number').min(1).max(999);

export const drawnQuestion = z.object({
  id: z.string(),
  module: z.number(),
  text: z.string(),
  options: z.array(z.string()).length(4),
  correctAnswer: z.number().int().min(0).max(3),
  explanation: z.string(),
});

export const drawResponse = z.object({
  test: z.object({
    id: z.number(),
    title: z.string(),
    description: z.string(),
    timeLimit: z.number(),
    totalQuestions: z.number(),
  }),
  questions: z.array(drawnQuestion),
});

export type DrawnQuestion = z.infer<typeof drawnQuestion>;
export type TestDraw = z.infer<typeof drawResponse>;

export const answerRecord = z.object({
  questionId: z.string().max(40),
  /** The option index chosen in the order shown, or null when unanswered (time ran out). */
  selected: z.number().int().min(0).max(3).nullable(),
  correct: z.boolean(),
});

const MAX_CLOCK_SKEW_MS = 5 * 60 * 1000;
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** Spec §7 result fields plus the test id and the answers given (issue 8). */
export const saveResultSchema = z
  .object({
    testId: z.number({ error: 'testId is required' }).int().min(1).max(999),
    testType: z.string().trim().min(1).max(100),
    vehicleType: vehicleTypeField,
    score: z.number({ error: 'score must be a number' }).int('score must be a whole number').min(0, 'score must be between 0 and totalQuestions'),
    totalQuestions: z.number({ error: 'totalQuestions must be a number' }).int().min(1, 'totalQuestions must be at least 1').max(200),
    dateTaken: z.iso.datetime({ offset: true, error: 'dateTaken must be an ISO date-time' }),
    answers: z.array(answerRecord).max(200).default([]),
  })
  .refine((v) => v.score <= v.totalQuestions, { message: 'score must be between 0 and totalQuestions', path: ['score'] })
  .refine((v) => v.answers.length === 0 || v.answers.length === v.totalQuestions, { message: 'answers must hold one entry per question', path: ['answers'] })
  .refine((v) => v.answers.length === 0 || v.answers.filter((a) => a.correct).length === v.score, { message: 'score does not match the answers', path: ['score'] })
  .refine(
    (v) => {
      const t = Date.parse(v.dateTaken);
      return t <= Date.now() + MAX_CLOCK_SKEW_MS && t >= Date.now() - MAX_AGE_MS;
    },
    { message: 'dateTaken must be within the last day', path: ['dateTaken'] },
  );

export const resultRecord = z.object({
  id: z.number(),
  testId: z.number(),
  testType: z.string(),
  vehicleType: vehicleTypeField,
  score: z.number(),
  totalQuestions: z.number(),
  dateTaken: z.string(),
});

export type ResultRecord = z.infer<typeof resultRecord>;
export type SaveResultInput = z.input<typeof saveResultSchema>;
