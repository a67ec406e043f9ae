import { z } from 'zod';

/** A real Entry Test sitting the learner records, for the tracker (issue 18 §5). */
export const sittingSchema = z.object({
  satOn: z.iso.date({ error: 'satOn must be a date (YYYY-MM-DD)' }),
  industryPassed: z.boolean({ error: 'industryPassed must be true or false' }),
  areaPassed: z.boolean({ error: 'areaPassed must be true or false' }),
});

export const sittingRecord = sittingSchema.extend({ id: z.number() });

export const entryTestStatusResponse = z.object({
  sittings: z.array(sittingRecord),
  status: z.discriminatedUnion('state', [
    z.object({ state: z.literal('not_sat') }),
    z.object({ state: z.literal('passed'), passedOn: z.string() }),
    z.object({ state: z.literal('remaining'), remaining: z.enum(['industry', 'area']), passBy: z.string(), firstSatOn: z.string() }),
    z.object({ state: z.literal('sit_both'), lapsedOn: z.string().nullable() }),
  ]),
});

export type SittingInput = z.infer<typeof sittingSchema>;
export type EntryTestStatusResponse = z.infer<typeof entryTestStatusResponse>;
