import { z } from 'zod';
import { MODULE_COUNT } from '../modules.ts';
import { COUNTIES } from '../practice-tests.ts';
import { vehicleTypeField } from './auth.ts';

export const moduleIdField = z.coerce
  .number({ error: 'moduleId must be a number' })
  .int('moduleId must be a whole number')
  .min(1, `moduleId must be between 1 and ${MODULE_COUNT}`)
  .max(MODULE_COUNT, `moduleId must be between 1 and ${MODULE_COUNT}`);

export const progressRecord = z.object({
  moduleId: z.number().int().min(1).max(MODULE_COUNT),
  vehicleType: vehicleTypeField,
  progress: z.number().int('progress must be a whole number').min(0, 'progress must be between 0 and 100').max(100, 'progress must be between 0 and 100'),
  isCompleted: z.boolean({ error: 'isCompleted must be true or false' }),
});

/** Spec §4: completion is saved only by Complete Module, always as progress 100. */
export const saveProgressSchema = progressRecord
  .extend({ moduleId: moduleIdField.pipe(z.number()) })
  .refine((v) => !v.isCompleted || v.progress === 100, { message: 'progress must be 100 when isCompleted is true', path: ['progress'] });

/** GET /api/training/progress: the user's module progress records. */
export const progressListResponse = z.array(progressRecord);

export type ProgressRecord = z.infer<typeof progressRecord>;

export const modulePage = z.object({
  title: z.string(),
  /** Sanitised HTML compiled from the course Markdown. */
  content: z.string(),
  keyPoints: z.array(z.string()),
  imageUrl: z.string().optional(),
  /** Module 12 (issue 21): the county a county study page is about; `isOwnCounty` marks the learner's. */
  county: z.object({ name: z.string(), isOwnCounty: z.boolean() }).optional(),
});

/** Module 12: the county guides a learner may open, with how many pages each has. */
export const countyGuide = z.object({ name: z.string(), pages: z.number().int() });

export const moduleContentResponse = z.object({
  moduleId: z.number(),
  title: z.string(),
  vehicleType: vehicleTypeField,
  pages: z.array(modulePage),
  vehicleContent: z
    .object({ key: z.string(), additionalContent: z.string(), additionalKeyPoints: z.array(z.string()) })
    .nullable(),
  /** Module 12 (issue 31): every county's guide, to open one at a time. */
  countyGuides: z.array(countyGuide).optional(),
});

export type ModuleContent = z.infer<typeof moduleContentResponse>;

export const moduleContentQuery = z.object({
  type: vehicleTypeField.default('taxi'),
  /** Module 12 (issue 31): whose county guide to show; the learner's own county (or Dublin) when absent. */
  county: z.enum(COUNTIES, { error: 'county must be one of the 26 counties' }).optional(),
});
