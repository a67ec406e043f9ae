import fs from 'node:fs';
import path from 'node:path';
import type { CompiledCourse } from '../course/types.ts';
import { loadCourse } from './load.ts';

/** Where `npm run build:content` writes the compiled course, under a project root. */
export const compiledCourseFile = (root: string) => path.join(root, 'dist', 'content', 'course.json');

export class ContentErrors extends Error {
  readonly errors: readonly string[];

  constructor(errors: readonly string[]) {
    super(`Course content has errors:\n${errors.join('\n')}`);
    this.name = 'ContentErrors';
    this.errors = errors;
  }
}

/** Compiles content/ under a root, failing with every content error at once. */
export function compileCourse(root: string): CompiledCourse {
  const { course, errors } = loadCourse(path.join(root, 'content'));
  if (errors.length > 0) throw new ContentErrors(errors);
  return course;
}

/**
 * Compiles content/ and writes dist/content/course.json. The file is written beside and renamed
 * into place, so a server starting at the same moment never reads half of it.
 */
export function buildCourse(root: string): CompiledCourse {
  const course = compileCourse(root);
  const file = compiledCourseFile(root);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(partial, JSON.stringify(course));
  fs.renameSync(partial, file);
  return course;
}

export function courseSummary(course: CompiledCourse): string {
  const pages = course.modules.reduce((n, m) => n + m.pages.length, 0);
  return `${course.modules.length} modules, ${pages} pages, ${course.questions.length} questions`;
}
