import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { compiledCoverageFile } from './build-course.ts';
import { loadCompiledCoverage } from './course-store.ts';
import { loadCourse } from './load.ts';

/**
 * Issue 29's rules wired into loadCourse, and the coverage the server loads, on a project root
 * of a few files: the real content is being tagged while these rules land, so it is not used here.
 */

const SYLLABUS = [
  '## IK-01 The SPSV industry (M8 pp. 13–25)',
  '- **IK-01.01.02** · core · The Minister for Transport set up the NTA on 1 December 2009. · *M8 p. 14*',
  '- **IK-01.01.03** · core · The Commission for Taxi Regulation became part of the NTA in 2011. · *M8 p. 14*',
  '- **IK-01.01.04** · background · A pointer to further reading. · *M8 p. 14*',
].join('\n');

const body = `${'The National Transport Authority was set up in December 2009 and licenses vehicles. '.repeat(30)}\n`;
const page = (syllabus: string) =>
  `---\ntitle: Who licenses SPSVs\nkeyPoints:\n  - The NTA was set up on 1 December 2009 by the Minister.\n  - It licenses vehicles and dispatch operators.\n  - The Gardaí license drivers.\n${syllabus}---\n${body}`;
const question = (id: string, syllabus?: string) => ({
  id,
  module: 1,
  text: `Question ${id}: in which year was the NTA set up?`,
  options: ['2009', '2011', '2003', '2016'],
  answer: 0,
  explanation: 'The Minister for Transport established the Authority on 1 December 2009, taking over from the Commission later.',
  source: 'Manual ed. 8, ch. 1, p. 14',
  verified: '2025-06-01',
  ...(syllabus ? { syllabus } : {}),
});

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
});

/** A project root whose content/ holds the syllabus, two module 1 pages and a module 1 bank. */
function tinyRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'spsv-syllabus-check-'));
  roots.push(root);
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), text);
  };
  write('content/syllabus/industry-knowledge.md', SYLLABUS);
  write('content/modules/01-the-spsv-industry/page-01.md', page('syllabus: [IK-01.01.02, IK-01.01.03]\n'));
  write('content/modules/01-the-spsv-industry/page-02.md', page(''));
  write('content/questions/module-01.yaml', stringify({ questions: [question('m01-001', 'IK-01.01.02'), question('m01-002', 'IK-01.01.02'), question('m01-003'), question('m01-004', 'IK-09.09.09')] }));
  return root;
}

const issue29 = (errors: readonly string[]) => errors.filter((e) => /^(modules|questions|syllabus)\/.*(syllabus|distinctive)/.test(e));

describe('loadCourse with the syllabus rules', () => {
  it('rejects untagged pages and questions, unknown ids and implausible tags, and counts coverage anyway', () => {
    const { errors, coverage } = loadCourse(path.join(tinyRoot(), 'content'));
    expect(issue29(errors)).toEqual([
      'modules/01-the-spsv-industry/page-01.md: tags IK-01.01.03 but states none of its distinctive words (commission, regulation, became, 2011): tag what the page states, or state it',
      'modules/01-the-spsv-industry/page-02.md: no syllabus tags: list the learning points this page states (syllabus: [IK-…])',
      'questions/module-01.yaml: m01-003: no syllabus tag: name the learning point(s) its stem and key test',
      'questions/module-01.yaml: m01-004: unknown syllabus id IK-09.09.09',
    ]);
    expect(coverage.overall).toEqual({ core: 2, taught: 2, asked: 1, askedTwice: 1 });
    expect(coverage.chapters[0]?.uncovered.map((p) => p.id)).toEqual(['IK-01.01.03']);
  });

  it('fails on a missing syllabus without calling every tag unknown', () => {
    const root = tinyRoot();
    fs.rmSync(path.join(root, 'content/syllabus'), { recursive: true });
    expect(issue29(loadCourse(path.join(root, 'content')).errors)).toEqual([
      'syllabus/industry-knowledge.md: missing (copy it from ../shared/syllabus)',
      'modules/01-the-spsv-industry/page-02.md: no syllabus tags: list the learning points this page states (syllabus: [IK-…])',
      'questions/module-01.yaml: m01-003: no syllabus tag: name the learning point(s) its stem and key test',
    ]);
  });
});

describe('loadCompiledCoverage', () => {
  const built = { overall: { core: 9, taught: 9, asked: 9, askedTwice: 9 }, chapters: [] };
  function withBuiltCoverage(report: unknown, age: 'older' | 'newer'): string {
    const root = tinyRoot();
    const file = compiledCoverageFile(root);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(report));
    const contentTime = new Date(Date.now() - 7_200_000);
    for (const f of fs.readdirSync(path.join(root, 'content'), { recursive: true, withFileTypes: false })) fs.utimesSync(path.join(root, 'content', String(f)), contentTime, contentTime);
    fs.utimesSync(path.join(root, 'content'), contentTime, contentTime);
    const fileTime = new Date(Date.now() + (age === 'newer' ? -3_600_000 : -10_800_000));
    fs.utimesSync(file, fileTime, fileTime);
    return root;
  }

  it('serves the built figures in production, even when content/ is newer', () => {
    expect(loadCompiledCoverage({ root: withBuiltCoverage(built, 'older'), production: true, log: () => {} })).toEqual(built);
  });

  it('in development serves fresh figures and recounts stale ones, saying so', () => {
    expect(loadCompiledCoverage({ root: withBuiltCoverage(built, 'newer'), production: false, log: () => {} })).toEqual(built);
    const lines: string[] = [];
    const recounted = loadCompiledCoverage({ root: withBuiltCoverage(built, 'older'), production: false, log: (l) => lines.push(l) });
    expect(recounted.overall).toEqual({ core: 2, taught: 2, asked: 1, askedTwice: 1 });
    expect(lines).toEqual([expect.stringMatching(/^dist\/content\/coverage\.json missing or out of date: counted syllabus coverage from content\/ \(the content has \d+ errors/)]);
  });

  it('counts from content/ when nothing was built or the file is not a report', () => {
    const root = tinyRoot();
    expect(loadCompiledCoverage({ root, production: true, log: () => {} }).overall.core).toBe(2);
    expect(loadCompiledCoverage({ root: withBuiltCoverage({ overall: 'all of it' }, 'newer'), production: true, log: () => {} }).overall.core).toBe(2);
  });
});
