import { describe, expect, it } from 'vitest';
import { coverageReport, gapOf, percentOfCore } from '#shared/schemas/coverage.ts';
import { computeCoverage, courseCoverage, coverageText, figuresLine } from './coverage.ts';
import type { Syllabus, SyllabusPoint } from './syllabus.ts';
import type { LearnerText } from './syllabus-tags.ts';

const point = (id: string, extra: Partial<SyllabusPoint> = {}): SyllabusPoint => ({ id, chapter: id.slice(3).split('.')[0] ?? '', weight: 'core', statement: `Statement of ${id}.`, retired: false, ...extra });

const SYLLABUS: Syllabus = {
  chapters: [
    { code: '07', title: 'Fares' },
    { code: 'A', title: 'Appendix A: Vehicle age rules' },
    { code: 'B', title: 'Appendix B: Local area hackneys' },
  ],
  points: [
    point('IK-07.01.01'),
    point('IK-07.01.02'),
    point('IK-07.01.03'),
    point('IK-07.01.04', { weight: 'background' }),
    point('IK-07.01.05', { retired: true }),
    point('IK-A.01.01'),
    point('IK-B.01.01', { weight: 'background' }),
  ],
};

describe('computeCoverage', () => {
  // Pages: two state 07.01.01, one 07.01.02 (and a background and a retired point, not counted).
  const taught = [['IK-07.01.01', 'IK-07.01.04'], ['IK-07.01.01', 'IK-07.01.01'], ['IK-07.01.02', 'IK-07.01.05']];
  // Questions: 07.01.01 twice, 07.01.03 once (a list naming it twice counts once), A.01.01 never.
  const asked = [['IK-07.01.01'], ['IK-07.01.01', 'IK-07.01.03'], ['IK-07.01.05', 'IK-07.01.05']];
  const report = computeCoverage(SYLLABUS, taught, asked);

  it('counts core points taught, asked and asked twice per chapter and overall, leaving out background and retired points', () => {
    expect(report.chapters.map(({ code, core, taught: t, asked: a, askedTwice }) => ({ code, core, t, a, askedTwice }))).toEqual([
      { code: '07', core: 3, t: 2, a: 2, askedTwice: 1 },
      { code: 'A', core: 1, t: 0, a: 0, askedTwice: 0 },
      { code: 'B', core: 0, t: 0, a: 0, askedTwice: 0 },
    ]);
    expect(report.overall).toEqual({ core: 4, taught: 2, asked: 2, askedTwice: 1 });
  });

  it('lists the uncovered core points (not taught, not asked or asked once) in syllabus order', () => {
    expect(report.chapters[0]?.uncovered).toEqual([
      { id: 'IK-07.01.02', statement: 'Statement of IK-07.01.02.', taughtBy: 1, askedBy: 0 },
      { id: 'IK-07.01.03', statement: 'Statement of IK-07.01.03.', taughtBy: 0, askedBy: 1 },
    ]);
    expect(report.chapters[1]?.uncovered.map((p) => p.id)).toEqual(['IK-A.01.01']);
    expect(coverageReport.parse(report)).toEqual(report);
  });
});

describe('courseCoverage', () => {
  const text = (module: number, kind: LearnerText['kind'], syllabus: string[]): LearnerText => ({ where: 'x.md', module, kind, syllabus, text: '' });

  it('counts pages and blocks of modules 1–11 and banks 1–11 only', () => {
    const report = courseCoverage(
      SYLLABUS,
      [text(7, 'page', ['IK-07.01.01']), text(11, 'block', ['IK-07.01.02']), text(12, 'page', ['IK-07.01.03']), text(12, 'county', ['IK-A.01.01'])],
      [
        { id: 'm07-001', bank: 'module-07', syllabus: 'IK-07.01.01' },
        { id: 'm01-001', bank: 'module-01', syllabus: ['IK-07.01.01'] },
        { id: 'm12-001', bank: 'module-12', syllabus: 'IK-A.01.01' },
        { id: 'c-cork-001', bank: 'county-cork', syllabus: 'IK-A.01.01' },
        { id: 'm07-002', bank: 'module-07' },
      ],
    );
    expect(report.overall).toEqual({ core: 4, taught: 2, asked: 1, askedTwice: 1 });
  });
});

describe('printing coverage', () => {
  const report = computeCoverage(SYLLABUS, [['IK-07.01.01']], [['IK-07.01.01'], ['IK-07.01.01'], ['IK-07.01.02']]);

  it('gives whole percentages of the core points, 0 of 0 as 0', () => {
    expect(percentOfCore(1, 3)).toBe(33);
    expect(percentOfCore(2, 3)).toBe(67);
    expect(percentOfCore(0, 0)).toBe(0);
    expect(figuresLine(report.overall)).toBe('4 core points: 1 taught (25 %), 2 asked (50 %), 1 asked twice (25 %)');
  });

  it('says why a point is uncovered', () => {
    expect(gapOf({ taughtBy: 0, askedBy: 0 })).toBe('not taught, not asked');
    expect(gapOf({ taughtBy: 1, askedBy: 1 })).toBe('taught once, asked once');
    expect(gapOf({ taughtBy: 3, askedBy: 2 })).toBe('taught 3 times, asked 2 times');
  });

  it('prints a row per chapter and overall, then the uncovered points of every chapter or of those named', () => {
    const lines = coverageText(report).split('\n');
    expect(lines.find((l) => l.startsWith('07 Fares'))).toMatch(/^07 Fares\s+3\s+1\s+33 %\s+2\s+67 %\s+1\s+33 %$/);
    expect(lines.find((l) => l.startsWith('all'))).toMatch(/^all\s+4\s+1\s+25 %\s+2\s+50 %\s+1\s+25 %$/);
    expect(lines).toContain('07 Fares (2)');
    expect(lines).toContain('  IK-07.01.02  [not taught, asked once]  Statement of IK-07.01.02.');
    expect(lines).toContain('A Appendix A: Vehicle age rules (1)');
    const onlyA = coverageText(report, ['A']);
    expect(onlyA).not.toContain('IK-07.01.02  [');
    expect(onlyA).toContain('  IK-A.01.01  [not taught, not asked]  Statement of IK-A.01.01.');
  });
});
