import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv } from '../env.ts';
import { buildCourse, compileCourse, compiledCourseFile, compiledCoverageFile } from './build-course.ts';
import type { CompiledCourse } from '../course/types.ts';
import { coverageReport, type CoverageReport } from '#shared/schemas/coverage.ts';
import { loadCourse } from './load.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface CourseStoreOptions {
  /** The project root holding content/ and dist/content. */
  root?: string;
  /** Production serves what the build compiled, always; defaults to NODE_ENV. */
  production?: boolean;
  log?: (line: string) => void;
}

/** The newest change under a folder: files and folders both, so a deleted page counts too. */
function newestChange(dir: string): number {
  let newest = fs.statSync(dir).mtimeMs;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** True when content/ changed after a compiled file (the course by default) was written. */
export function isCompiledCourseStale(root: string, file = compiledCourseFile(root)): boolean {
  const content = path.join(root, 'content');
  if (!fs.existsSync(file) || !fs.existsSync(content)) return false;
  return newestChange(content) > fs.statSync(file).mtimeMs;
}

/**
 * The course compiled by `npm run build:content`. In development a compiled copy older than
 * content/ is rebuilt first, so an edited page never shows its old text; production serves the
 * build as deployed. When it has not been built (a fresh checkout in development), it is
 * compiled from content/ now. Either way a content error fails loudly.
 */
export function loadCompiledCourse(options: CourseStoreOptions = {}): CompiledCourse {
  const root = options.root ?? ROOT;
  const production = options.production ?? loadEnv().NODE_ENV === 'production';
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const file = compiledCourseFile(root);
  if (!fs.existsSync(file)) return compileCourse(root);
  if (!production && isCompiledCourseStale(root)) {
    log('content/ changed since dist/content/course.json was built: rebuilding the course.');
    return buildCourse(root);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as CompiledCourse;
}

/**
 * The syllabus coverage `npm run build:content` wrote (issue 29), loaded once at start for the
 * owner's console. Like the course, it is counted from content/ now when it has not been built
 * (or in development when content/ is newer, or the file is unreadable). Unlike the course, it is
 * counted even when the content has errors: the figures describe the content as it stands, and a
 * console tab must not stop the server. app.ts passes `production` outside development, so tests
 * read the built figures as production does instead of recounting for every app they build.
 */
export function loadCompiledCoverage(options: CourseStoreOptions = {}): CoverageReport {
  const root = options.root ?? ROOT;
  const production = options.production ?? loadEnv().NODE_ENV === 'production';
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const file = compiledCoverageFile(root);
  if (fs.existsSync(file) && (production || !isCompiledCourseStale(root, file))) {
    const built = coverageReport.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
    if (built.success) return built.data;
  }
  const { coverage, errors } = loadCourse(path.join(root, 'content'));
  const failing = errors.length > 0 ? ` (the content has ${errors.length} errors: npm run content:check lists them)` : '';
  log(`dist/content/coverage.json missing or out of date: counted syllabus coverage from content/${failing}.`);
  return coverage;
}
