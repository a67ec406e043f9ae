import { z } from 'zod';

/** "Report a problem with this question" (issue 20 §5). */
export const REPORT_PROBLEMS = ['wrong_answer', 'outdated', 'unclear', 'typo', 'other'] as const;
export type ReportProblem = (typeof REPORT_PROBLEMS)[number];

export const REPORT_PROBLEM_LABELS: Record<ReportProblem, string> = {
  wrong_answer: 'The marked answer is wrong',
  outdated: 'A fact or figure is out of date',
  unclear: 'The question or options are unclear',
  typo: 'Spelling or grammar mistake',
  other: 'Something else',
};

export const REPORT_DETAIL_MAX = 1000;

export const questionReportParams = z.object({ id: z.string().regex(/^[a-z0-9-]{1,40}$/, 'id is not a question id') });

export const questionReportSchema = z.object({
  problem: z.enum(REPORT_PROBLEMS, { error: 'choose what is wrong with the question' }),
  detail: z
    .string()
    .trim()
    .max(REPORT_DETAIL_MAX, `detail must be at most ${REPORT_DETAIL_MAX} characters`)
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type QuestionReportInput = z.input<typeof questionReportSchema>;

export const questionReportResponse = z.object({ id: z.number(), message: z.string() });
