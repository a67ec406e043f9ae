import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCourse, type CompiledCourse } from './load.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The course compiled by `npm run build:content`. When it has not been built (a fresh checkout
 * in development), it is compiled from content/ now, failing loudly on any content error.
 */
export function loadCompiledCourse(root = ROOT): CompiledCourse {
  const file = path.join(root, 'dist', 'content', 'course.json');
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as CompiledCourse;
  const { course, errors } = loadCourse(path.join(root, 'content'));
  if (errors.length > 0) throw new Error(`Course content has errors:\n${errors.join('\n')}`);
  return course;
}
