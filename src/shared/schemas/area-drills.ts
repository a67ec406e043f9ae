import { z } from 'zod';
import { AREA_CATEGORIES } from '../area-categories.ts';
import { COUNTIES } from '../practice-tests.ts';

/** GET /api/area-drills?county=: the categories of a county's bank a learner can drill (issue 31 §4). */
export const areaDrillsQuery = z.object({ county: z.enum(COUNTIES, { error: 'county must be one of the 26 counties' }) });

export const areaDrillsResponse = z.object({
  county: z.string(),
  drills: z.array(z.object({ testId: z.number(), category: z.enum(AREA_CATEGORIES), title: z.string(), questions: z.number(), inBank: z.number() })),
});

export type AreaDrills = z.infer<typeof areaDrillsResponse>;
