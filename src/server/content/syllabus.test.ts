import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chapterOf, parseSyllabus, readSyllabus, syllabusFiles } from './syllabus.ts';

const FIXTURE = [
  '# SPSV Prep syllabus: Industry Knowledge',
  '',
  '- **not-a-point** · a preface bullet that is not a learning point',
  '## IK-07 Fares (M8 pp. 117–126)',
  '### IK-07.01 Taxi fares (M8 §7.1, pp. 118–124)',
  '- **IK-07.01.11** · core · The initial charge covers up to 500 m or 85 seconds. · *M8 p. 120*',
  '- **IK-07.01.12** · background · Tariff A · then Tariff B. · *M8 p. 120; FARE24* · ⚠ check current order',
  '- **IK-07.01.13** · retired · core · ~~An old rule.~~ · *M8 p. 121*',
  '- **IK-07.01.14** · core · A rule dropped later. · *M8 p. 121* · retired 2026-12-01: merged into IK-07.01.11',
  '- *See also:* Initial charge: see IK-00.02.21.',
  '## IK-A Appendix A: Vehicle age rules (M8 pp. 210–213)',
  '- **IK-A.02.03** · core · New WAT or WAH licence: vehicle no older than 6 years. · *M8 p. 211*',
].join('\n');

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('parseSyllabus', () => {
  const { syllabus, errors } = parseSyllabus(FIXTURE);

  it('reads each point: id, chapter, weight, statement (without source or ⚠ note) and retired flag', () => {
    expect(errors).toEqual([]);
    expect(syllabus.points).toEqual([
      { id: 'IK-07.01.11', chapter: '07', weight: 'core', statement: 'The initial charge covers up to 500 m or 85 seconds.', retired: false },
      { id: 'IK-07.01.12', chapter: '07', weight: 'background', statement: 'Tariff A · then Tariff B.', retired: false },
      { id: 'IK-07.01.13', chapter: '07', weight: 'core', statement: 'An old rule.', retired: true },
      { id: 'IK-07.01.14', chapter: '07', weight: 'core', statement: 'A rule dropped later.', retired: true },
      { id: 'IK-A.02.03', chapter: 'A', weight: 'core', statement: 'New WAT or WAH licence: vehicle no older than 6 years.', retired: false },
    ]);
  });

  it('reads the chapters in order, titles without their page range', () => {
    expect(syllabus.chapters).toEqual([
      { code: '07', title: 'Fares' },
      { code: 'A', title: 'Appendix A: Vehicle age rules' },
    ]);
  });

  it('names the line of a malformed id, a missing weight, a repeated id and a point outside its chapter', () => {
    const bad = [
      '## IK-07 Fares',
      '- **IK-7.1.1** · core · Short id. · *M8*',
      '- **IK-07.01.01** · Nothing says core. · *M8*',
      '- **IK-07.01.02** · core · Once. · *M8*',
      '- **IK-07.01.02** · core · Twice. · *M8*',
      '- **IK-08.01.01** · core · Under the wrong heading. · *M8*',
      '- **IK-07.01.03** · core · *M8*',
    ].join('\n');
    expect(parseSyllabus(bad).errors).toEqual([
      'line 2: "IK-7.1.1" is not a syllabus id (IK-CC.SS.PP)',
      'line 3: IK-07.01.01: weight missing (core or background)',
      'line 5: IK-07.01.02 appears twice (ids are never reused)',
      "line 6: IK-08.01.01 sits outside its chapter's heading (## IK-08 …)",
      'line 7: IK-07.01.03: statement missing',
    ]);
    expect(parseSyllabus('# nothing here').errors).toEqual(['no learning points found']);
  });

  it('gives the chapter of an id', () => {
    expect(chapterOf('IK-00.02.21')).toBe('00');
    expect(chapterOf('IK-C.05.01')).toBe('C');
  });
});

describe('readSyllabus', () => {
  /** A repository at <tmp>/repo with content/, and optionally <tmp>/shared beside it. */
  function layout({ copy, shared }: { copy?: string; shared?: string }): string {
    const top = fs.mkdtempSync(path.join(os.tmpdir(), 'spsv-syllabus-'));
    dirs.push(top);
    const contentDir = path.join(top, 'repo', 'content');
    const files = syllabusFiles(contentDir);
    for (const [file, text] of [
      [files.copy, copy],
      [files.shared, shared],
    ] as const) {
      if (text === undefined) continue;
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, text);
    }
    return contentDir;
  }

  it('finds ../shared beside the repository', () => {
    const contentDir = layout({});
    expect(path.relative(contentDir, syllabusFiles(contentDir).shared)).toBe(path.join('..', '..', 'shared', 'syllabus', 'industry-knowledge.md'));
  });

  it('reads the repository copy, silently when it matches ../shared or there is none (a clean clone)', () => {
    for (const contentDir of [layout({ copy: FIXTURE, shared: FIXTURE }), layout({ copy: FIXTURE })]) {
      const read = readSyllabus(contentDir);
      expect(read.syllabus.points).toHaveLength(5);
      expect([...read.errors, ...read.notes]).toEqual([]);
    }
  });

  it('notes a copy that differs from ../shared, and still reads the copy', () => {
    const read = readSyllabus(layout({ copy: FIXTURE, shared: `${FIXTURE}\n- **IK-A.02.04** · core · New limousine licence: no maximum age. · *M8*` }));
    expect(read.syllabus.points).toHaveLength(5);
    expect(read.notes).toEqual([expect.stringMatching(/^syllabus\/industry-knowledge\.md differs from .*shared.*: copy the shared file over/)]);
  });

  it('falls back to ../shared without a copy, with a note, and fails only when neither exists', () => {
    const fallback = readSyllabus(layout({ shared: FIXTURE }));
    expect(fallback.syllabus.points).toHaveLength(5);
    expect(fallback.errors).toEqual([]);
    expect(fallback.notes).toEqual([expect.stringMatching(/is missing: read .* instead/)]);
    expect(readSyllabus(layout({})).errors).toEqual(['syllabus/industry-knowledge.md: missing (copy it from ../shared/syllabus)']);
  });

  it('prefixes parse errors with the file', () => {
    expect(readSyllabus(layout({ copy: '## IK-07 Fares\n- **IK-07.01.01** · core · *M8*' })).errors).toEqual([
      'syllabus/industry-knowledge.md: line 2: IK-07.01.01: statement missing',
      'syllabus/industry-knowledge.md: no learning points found',
    ]);
  });
});

describe('the syllabus the build reads (content/syllabus)', () => {
  it('parses without an error: 15 parts, every point live and weighted', () => {
    const { syllabus, errors } = readSyllabus(path.resolve(import.meta.dirname, '../../../content'));
    expect(errors).toEqual([]);
    expect(syllabus.chapters.map((c) => c.code)).toEqual(['00', '01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', 'A', 'B', 'C']);
    expect(syllabus.points.length).toBeGreaterThanOrEqual(798);
    expect(syllabus.points.filter((p) => p.weight === 'core' && !p.retired).length).toBeGreaterThanOrEqual(700);
  });
});
