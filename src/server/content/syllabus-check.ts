import type { CoverageReport } from '#shared/schemas/coverage.ts';
import { courseCoverage } from './coverage.ts';
import { readSyllabus } from './syllabus.ts';
import { checkSyllabusTags, type LearnerText } from './syllabus-tags.ts';
import { checkTeaching, type TeachingQuestion } from './teaching-rules.ts';

export interface SyllabusCheck {
  errors: string[];
  /** Printed by the build, never failing it. */
  notes: string[];
  /** Counted even when there are errors: untagged content is exactly what it measures. */
  coverage: CoverageReport;
}

/** Issue 29's rules over the loaded pages and questions, and the coverage they give. */
export function checkSyllabus(contentDir: string, texts: readonly LearnerText[], questions: readonly (TeachingQuestion & { syllabus?: string | readonly string[] | undefined })[]): SyllabusCheck {
  const read = readSyllabus(contentDir);
  const errors = [...read.errors];
  // With an unreadable syllabus every tag would look unknown: its own error says enough.
  const points = read.errors.length === 0 ? new Map(read.syllabus.points.map((p) => [p.id, p])) : null;
  errors.push(...checkSyllabusTags({ points, texts, questions }));
  const teaching = checkTeaching(texts, questions);
  errors.push(...teaching.errors);
  return { errors, notes: [...read.notes, ...teaching.notes], coverage: courseCoverage(read.syllabus, texts, questions) };
}
