import path from 'node:path';
import { coverageText } from '../../src/server/content/coverage.ts';
import { loadCourse } from '../../src/server/content/load.ts';

/**
 * `npm run content:coverage [CHAPTER ...]` (issue 29): the syllabus coverage of content/ as it
 * stands, per chapter and overall, then the uncovered core points (of the chapters named, e.g.
 * `-- 07 10 A`, or of all). A report, not a check: it prints the figures even when the content
 * check fails, because untagged content is what it measures.
 */
const root = path.resolve(import.meta.dirname, '../..');
const { coverage, errors } = loadCourse(path.join(root, 'content'));
const only = process.argv.slice(2).map((c) => (/^\d$/.test(c) ? `0${c}` : c.toUpperCase()));
process.stdout.write(`${coverageText(coverage, only)}\n`);
if (errors.length > 0) process.stdout.write(`\nThe content check finds ${errors.length} errors: npm run content:check lists them.\n`);
