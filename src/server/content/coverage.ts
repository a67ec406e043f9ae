import { gapOf, percentOfCore, type CoverageFigures, type CoverageReport, type UncoveredPoint } from '#shared/schemas/coverage.ts';
import type { Syllabus } from './syllabus.ts';
import { INDUSTRY_MODULES, isIndustryBank, tagList, type LearnerText, type TaggedQuestion } from './syllabus-tags.ts';

/**
 * Syllabus coverage (issue 29, DESIGN.md §8), counted per core point; retired and background
 * points are left out. Taught: tagged by a page or vehicle block of modules 1–11. Asked: tagged by
 * a question of banks module-01…module-11; asked twice: by two or more. Module 12 (Area
 * Knowledge) and the county banks are not counted: they do not teach the manual.
 */

/** How many of the lists name each id (a list naming an id twice counts once). */
function tally(lists: readonly (readonly string[])[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const list of lists) for (const id of new Set(list)) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}

/**
 * The report from the tag lists themselves: `taught` holds one list per page or block, `asked`
 * one per question. Chapters follow the syllabus order; the uncovered points follow it too.
 */
export function computeCoverage(syllabus: Syllabus, taught: readonly (readonly string[])[], asked: readonly (readonly string[])[]): CoverageReport {
  const taughtBy = tally(taught);
  const askedBy = tally(asked);
  const chapters = syllabus.chapters.map(({ code, title }) => {
    const core = syllabus.points.filter((p) => p.chapter === code && p.weight === 'core' && !p.retired);
    const uncovered: UncoveredPoint[] = [];
    const figures: CoverageFigures = { core: core.length, taught: 0, asked: 0, askedTwice: 0 };
    for (const p of core) {
      const point = { id: p.id, statement: p.statement, taughtBy: taughtBy.get(p.id) ?? 0, askedBy: askedBy.get(p.id) ?? 0 };
      if (point.taughtBy > 0) figures.taught += 1;
      if (point.askedBy > 0) figures.asked += 1;
      if (point.askedBy > 1) figures.askedTwice += 1;
      if (point.taughtBy === 0 || point.askedBy < 2) uncovered.push(point);
    }
    return { code, title, ...figures, uncovered };
  });
  const overall: CoverageFigures = { core: 0, taught: 0, asked: 0, askedTwice: 0 };
  for (const c of chapters) for (const key of ['core', 'taught', 'asked', 'askedTwice'] as const) overall[key] += c[key];
  return { overall, chapters };
}

/** The course's coverage under the counting rules above. */
export function courseCoverage(syllabus: Syllabus, texts: readonly LearnerText[], questions: readonly TaggedQuestion[]): CoverageReport {
  const taught = texts.filter((t) => t.kind !== 'county' && INDUSTRY_MODULES.includes(t.module)).map((t) => tagList(t.syllabus));
  const asked = questions.filter((q) => isIndustryBank(q.bank)).map((q) => tagList(q.syllabus));
  return computeCoverage(syllabus, taught, asked);
}

/** "716 core points: 293 taught (41 %), 195 asked (27 %), 80 asked twice (11 %)". */
export function figuresLine(f: CoverageFigures): string {
  const part = (n: number, what: string) => `${n} ${what} (${percentOfCore(n, f.core)} %)`;
  return `${f.core} core points: ${part(f.taught, 'taught')}, ${part(f.asked, 'asked')}, ${part(f.askedTwice, 'asked twice')}`;
}

const pad = (text: string | number, width: number) => String(text).padStart(width);

/**
 * The report as `npm run content:coverage` prints it: a table per chapter and overall, then the
 * uncovered core points by id, of every chapter or only of those named.
 */
export function coverageText(report: CoverageReport, only: readonly string[] = []): string {
  const cell = (n: number, core: number) => `${pad(n, 4)} ${pad(percentOfCore(n, core), 3)} %`;
  const row = (label: string, f: CoverageFigures) => `${label.padEnd(44).slice(0, 44)} ${pad(f.core, 4)}  ${cell(f.taught, f.core)}  ${cell(f.asked, f.core)}  ${cell(f.askedTwice, f.core)}`;
  const lines = [
    'Syllabus coverage: core points of the manual taught by modules 1–11 and asked by banks 1–11 (retired points left out)',
    '',
    `${'chapter'.padEnd(44)} ${'core'.padStart(4)}  ${'taught'.padStart(10)}  ${'asked'.padStart(10)}  ${'asked twice'.padStart(11)}`,
    ...report.chapters.map((c) => row(`${c.code} ${c.title}`, c)),
    row('all', report.overall),
  ];
  const listed = report.chapters.filter((c) => c.uncovered.length > 0 && (only.length === 0 || only.includes(c.code)));
  if (listed.length > 0) lines.push('', 'Uncovered core points (not taught, not asked, or asked only once):');
  for (const c of listed) {
    lines.push('', `${c.code} ${c.title} (${c.uncovered.length})`);
    for (const p of c.uncovered) lines.push(`  ${p.id}  [${gapOf(p)}]  ${p.statement}`);
  }
  return lines.join('\n');
}
