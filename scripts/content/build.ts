import path from 'node:path';
import { buildContent, compileContent, ContentErrors, courseSummary } from '../../src/server/content/build-course.ts';
import { figuresLine } from '../../src/server/content/coverage.ts';

/** Compiles content/ to validated JSON for the server (DESIGN.md §8–§9). */
const root = path.resolve(import.meta.dirname, '../..');
try {
  // --check validates without writing dist/ (safe to run while a server reads the compiled course).
  const checkOnly = process.argv.includes('--check');
  const { course, coverage, notes } = checkOnly ? compileContent(root) : buildContent(root);
  process.stdout.write(`Content: ${courseSummary(course)}${checkOnly ? ' (checked, nothing written)' : ' → dist/content/course.json'}\n`);
  process.stdout.write(`Syllabus coverage: ${figuresLine(coverage.overall)}${checkOnly ? '' : ' → dist/content/coverage.json'} (npm run content:coverage lists the gaps)\n`);
  for (const note of notes) process.stdout.write(`Note: ${note}\n`);
} catch (error) {
  if (!(error instanceof ContentErrors)) throw error;
  process.stderr.write(`Content check failed (${error.errors.length}):\n${error.errors.map((e) => `  - ${e}`).join('\n')}\n`);
  process.exit(1);
}
