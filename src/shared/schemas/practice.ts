import { z } from 'zod';
import { vehicleTypeField } from './auth.ts';


/**
 * POST /api/practice-tests: the spec's result fields, now naming the marked attempt they report
 * (issue 18). The server stores its own mark: the score and date sent are not trusted, and a
 * device clock hours out cannot make the save fail.
 */
export const saveResultSchema = z.object({
  attemptId: z.uuid({ error: 'attemptId must be the id of a submitted attempt' }),
  testType: z.string().max(100).optional(),
  vehicleType: vehicleTypeField.optional(),
  score: z.number().optional(),
  totalQuestions: z.number().optional(),
  dateTaken: z.string().max(40).optional(),
});

export const resultRecord = z.object({
  id: z.string(),
  testId: z.number(),
  testType: z.string(),
  vehicleType: vehicleTypeField,
  score: z.number(),
  totalQuestions: z.number(),
  dateTaken: z.string(),
  /** As the server marked it: a practice set at 80 %, the simulator at 75 % in each part (issue 32 §5). */
  passed: z.boolean(),
});

/** GET /api/practice-tests: the user's results, newest first. */
export const resultsResponse = z.array(resultRecord);

/** POST /api/practice-tests (201): the attempt's id. */
export const saveResultResponse = z.object({ id: z.string() });

export type ResultRecord = z.infer<typeof resultRecord>;
