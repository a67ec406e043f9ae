import { z } from 'zod';
import { countyField } from './fields.ts';

/** The learner's study plan (issue 19 §5). */
const isoDate = z.iso.date('testDate must be a date (YYYY-MM-DD)');

export const studyPlanUpdate = z
  .object({
    testDate: isoDate.nullable().optional(),
    county: countyField.nullable().optional(),
    reminders: z.boolean({ error: 'reminders must be true or false' }).optional(),
  })
  .refine((v) => v.testDate !== undefined || v.county !== undefined || v.reminders !== undefined, 'send testDate, county or reminders');
export type StudyPlanUpdate = z.infer<typeof studyPlanUpdate>;

export const todayPlan = z.object({
  /** Days until the test (0 on the day), or null without a date. */
  daysLeft: z.number().nullable(),
  pagesLeft: z.number(),
  /** Pages to read today to finish the reading a few days before the test. */
  pagesToday: z.number(),
  reviewsDue: z.number(),
  /** Whether a full simulator sitting is worth doing now. */
  mock: z.boolean(),
  /** One sentence: where the learner stands against their date. */
  summary: z.string(),
});
export type TodayPlan = z.infer<typeof todayPlan>;

export const studyPlanResponse = z.object({
  testDate: z.string().nullable(),
  county: z.string().nullable(),
  reminders: z.boolean(),
  today: todayPlan,
});
export type StudyPlanResponse = z.infer<typeof studyPlanResponse>;

export const unsubscribeSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'token is not an unsubscribe token') });
export const unsubscribeResponse = z.object({ message: z.string() });
