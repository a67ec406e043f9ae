import { z } from 'zod';

/**
 * Syllabus coverage (issue 29): how many of the manual's core learning points the course teaches
 * (a page or vehicle block of modules 1–11 tags it) and asks (a question of banks 1–11 tags it),
 * per chapter of the syllabus and overall. Written by `npm run build:content` to
 * dist/content/coverage.json and shown in the owner's console.
 */
const count = z.number().int().nonnegative();

export const coverageFigures = z.object({
  core: count,
  taught: count,
  asked: count,
  /** Asked by two or more questions, so a learner meets it in more than one form. */
  askedTwice: count,
});

/** A core point not yet taught, not asked, or asked only once. */
export const uncoveredPoint = z.object({
  id: z.string(),
  statement: z.string(),
  /** Pages and vehicle blocks that state it. */
  taughtBy: count,
  /** Questions that ask it. */
  askedBy: count,
});

export const coverageChapter = coverageFigures.extend({
  /** "00" (front matter), "01"–"11" (chapters), "A"–"C" (appendices). */
  code: z.string(),
  title: z.string(),
  uncovered: z.array(uncoveredPoint),
});

export const coverageReport = z.object({
  overall: coverageFigures,
  chapters: z.array(coverageChapter),
});

export type CoverageFigures = z.infer<typeof coverageFigures>;
export type UncoveredPoint = z.infer<typeof uncoveredPoint>;
export type CoverageChapter = z.infer<typeof coverageChapter>;
export type CoverageReport = z.infer<typeof coverageReport>;

/** A whole percentage of the core points; 0 of 0 is shown as 0 %. */
export const percentOfCore = (n: number, core: number) => (core === 0 ? 0 : Math.round((100 * n) / core));

/** Why a point is listed as uncovered, e.g. "not taught, asked once". */
export function gapOf(p: Pick<UncoveredPoint, 'taughtBy' | 'askedBy'>): string {
  const asked = p.askedBy === 0 ? 'not asked' : p.askedBy === 1 ? 'asked once' : `asked ${p.askedBy} times`;
  return `${p.taughtBy === 0 ? 'not taught' : `taught ${p.taughtBy === 1 ? 'once' : `${p.taughtBy} times`}`}, ${asked}`;
}
