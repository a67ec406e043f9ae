import { z } from 'zod';
import { AREA_CATEGORIES } from '#shared/area-categories.ts';
import { CONTENT_VEHICLE_KEYS } from '#shared/vehicle-types.ts';

/** Rules of content/README.md and DESIGN.md §8, enforced by the content check. */
export const MIN_PAGE_WORDS = 250;
export const MIN_BLOCK_WORDS = 80;

/** A learning point of the Industry Knowledge syllabus, e.g. IK-07.01.11 or IK-A.02.03. */
export const syllabusId = z.string().regex(/^IK-(\d{2}|[A-C])\.\d{2}\.\d{2}$/, 'syllabus ids look like IK-07.01.11');

const keyPoint = z.string().trim().min(20, 'key point too short').max(250, 'key point too long');

export const pageFrontMatter = z.strictObject({
  title: z.string().trim().min(3).max(120),
  keyPoints: z.array(keyPoint).min(3, 'a page needs 3 to 5 key points').max(5, 'a page needs 3 to 5 key points'),
  image: z.string().regex(/^\/images\/modules\/[\w./-]+$/).optional(),
  /** The manual's learning points this page states (../shared/syllabus, DESIGN.md §8). */
  syllabus: z.array(syllabusId).optional(),
});

export const blockFrontMatter = z.strictObject({
  additionalKeyPoints: z.array(keyPoint).min(2).max(5),
  syllabus: z.array(syllabusId).optional(),
});

export const vehicleKey = z.enum(CONTENT_VEHICLE_KEYS, { error: (i) => `unknown vehicle key "${String(i.input)}"` });

export const questionSchema = z.strictObject({
  id: z.string().regex(/^(m\d{2}-\d{3}|c-[a-z]+-\d{3})$/, 'id must look like m01-001 or c-dublin-001'),
  module: z.number().int().min(1).max(12),
  text: z.string().trim().min(10),
  options: z
    .array(z.string().trim().min(1))
    .length(4, 'a question needs exactly four options')
    .refine((o) => new Set(o.map((x) => x.toLowerCase())).size === 4, 'options must be distinct'),
  answer: z.number().int().min(0).max(3),
  explanation: z.string().trim().min(10, 'explanation missing'),
  source: z.string().trim().min(3, 'source missing'),
  /** Required, and within 2025-01-01..today, by the content check (quality.ts), which names the question. */
  verified: z.iso.date('verified must be an ISO date (YYYY-MM-DD)').optional(),
  /** The learning point(s) its stem and key test (DESIGN.md §8). */
  syllabus: z.union([syllabusId, z.array(syllabusId).min(1)]).optional(),
  /** County banks (issue 31): what kind of place it asks about; required there by the content check. */
  category: z.enum(AREA_CATEGORIES).optional(),
});

export const bankSchema = z.strictObject({ questions: z.array(questionSchema).min(1) });

export type Question = z.infer<typeof questionSchema>;
