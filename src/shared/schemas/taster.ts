import { z } from 'zod';

/**
 * The free taster (issue 32 §7): a sample page and ten sample questions anyone may try without an
 * account. The questions travel without their keys; the server marks the answers and only then
 * returns each key with its explanation and source, for this fixed public set only.
 */
export const TASTER_QUESTION_COUNT = 10;

/** Taster ids are their own namespace (t-001 …), never a paid bank's id. */
export const tasterQuestionId = z.string({ error: 'id must be a taster question id' }).regex(/^t-\d{3}$/, 'id must be a taster question id');

export const tasterSection = z.object({
  heading: z.string().optional(),
  paragraphs: z.array(z.string()),
  list: z.array(z.string()).optional(),
});

export const tasterResponse = z.object({
  page: z.object({
    module: z.number(),
    moduleTitle: z.string(),
    title: z.string(),
    sections: z.array(tasterSection),
    keyPoints: z.array(z.string()),
  }),
  questions: z.array(
    z.object({
      id: z.string(),
      module: z.number(),
      text: z.string(),
      options: z.array(z.string()).length(4),
    }),
  ),
});

export const tasterAnswersSchema = z.object({
  answers: z
    .array(
      z.object({
        id: tasterQuestionId,
        /** null: left unanswered; it is marked wrong and its key is still shown. */
        selected: z.number({ error: 'selected must be 0 to 3 or null' }).int('selected must be 0 to 3 or null').min(0, 'selected must be 0 to 3 or null').max(3, 'selected must be 0 to 3 or null').nullable(),
      }),
      { error: 'answers must be a list' },
    )
    .min(1, 'answers must hold at least one answer')
    .max(TASTER_QUESTION_COUNT, `answers must hold at most ${TASTER_QUESTION_COUNT} answers`)
    .refine((a) => new Set(a.map((x) => x.id)).size === a.length, 'answers must not repeat a question'),
});

export const tasterMarkedItem = z.object({
  id: z.string(),
  selected: z.number().nullable(),
  correctAnswer: z.number(),
  correct: z.boolean(),
  explanation: z.string(),
  source: z.string(),
  verified: z.string(),
});

export const tasterResult = z.object({
  score: z.number(),
  total: z.number(),
  items: z.array(tasterMarkedItem),
});

export type TasterContent = z.infer<typeof tasterResponse>;
export type TasterAnswers = z.infer<typeof tasterAnswersSchema>;
export type TasterResult = z.infer<typeof tasterResult>;
export type TasterMarkedItem = z.infer<typeof tasterMarkedItem>;
