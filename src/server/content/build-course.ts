import fs from 'node:fs';
import path from 'node:path';
import type { CoverageReport } from '#shared/schemas/coverage.ts';
import type { CompiledCourse } from '../course/types.ts';
import { loadCourse } from './load.ts';

/** Where `npm run build:content` writes the compiled course, under a project root. */
export const compiledCourseFile = (root: string) => path.join(root, 'dist', 'content', 'course.json');
/** …and the syllabus coverage the owner's console shows (issue 29). */
export const compiledCoverageFile = (root: string) => path.join(root, 'dist', 'content', 'coverage.json');

export interface CompiledContent {
  course: CompiledCourse;
  coverage: CoverageReport;
  /** Printed by the build, never failing it. */
  notes: string[];
}

export class ContentErrors extends Error {
  readonly errors: readonly string[];

  constructor(errors: readonly string[]) {
    super(`Course content has errors:\n${errors.join('\n')}`);
    this.name = 'ContentErrors';
    this.errors = errors;
  }
}

/** Compiles content/ under a root, failing with every content error at once. */
export function compileContent(root: string): CompiledContent {
  const { course, errors, notes, coverage } = loadCourse(path.join(root, 'content'));
  if (errors.length > 0) throw new ContentErrors(errors);
  return { course, coverage, notes };
}

export const compileCourse = (root: string): CompiledCourse => compileContent(root).course;

/** Written beside and renamed into place, so a server starting at the same moment never reads half of it. */
function writeJson(file: string, value: unknown): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(partial, JSON.stringify(value));
  fs.renameSync(partial, file);
}

/** Compiles content/ and writes dist/content/course.json and coverage.json. */
export function buildContent(root: string): CompiledContent {
  const compiled = compileContent(root);
  // Coverage first: a server that finds course.json fresh may then read coverage.json at once.
  writeJson(compiledCoverageFile(root), compiled.coverage);
  writeJson(compiledCourseFile(root), compiled.course);
  return compiled;
}

export const buildCourse = (root: string): CompiledCourse => buildContent(root).course;

export function courseSummary(course: CompiledCourse): string {
  const pages = course.modules.reduce((n, m) => n + m.pages.length, 0);
  const countyPages = course.modules.reduce((n, m) => n + Object.values(m.counties).reduce((c, p) => c + (p?.length ?? 0), 0), 0);
  return `${course.modules.length} modules, ${pages} pages and ${countyPages} county guide pages, ${course.questions.length} questions`;
}
