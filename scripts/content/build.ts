import fs from 'node:fs';
import path from 'node:path';
import { loadCourse } from '../../src/server/content/load.ts';

/** Compiles content/ to validated JSON for the server (DESIGN.md §8–§9). */
const root = path.resolve(import.meta.dirname, '../..');
const { course, errors } = loadCourse(path.join(root, 'content'));
if (errors.length > 0) {
  process.stderr.write(`Content check failed (${errors.length}):\n${errors.map((e) => `  - ${e}`).join('\n')}\n`);
  process.exit(1);
}
const out = path.join(root, 'dist', 'content');
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(path.join(out, 'course.json'), JSON.stringify(course));
const pages = course.modules.reduce((n, m) => n + m.pages.length, 0);
process.stdout.write(`Content: ${course.modules.length} modules, ${pages} pages, ${course.questions.length} questions → dist/content/course.json\n`);
