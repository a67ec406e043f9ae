import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadCourse, poolFor } from './load.ts';

const CONTENT = path.resolve(import.meta.dirname, '../../../content');

const copies: string[] = [];
// A run leaves no temporary folder behind (issue 14).
afterAll(() => {
  for (const dir of copies) fs.rmSync(dir, { recursive: true, force: true });
});

/** A copy of the real content to break one rule at a time. */
function copyContent(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spsv-content-'));
  copies.push(dir);
  fs.cpSync(CONTENT, dir, { recursive: true });
  return dir;
}

const longBody = `${'Plain words for the learner to read. '.repeat(60)}\n`;

describe('the real course content', () => {
  const { course, errors } = loadCourse(CONTENT);

  it('passes every rule of DESIGN.md §8', () => {
    expect(errors).toEqual([]);
  });

  it('has all twelve modules with at least five pages each', () => {
    expect(course.modules.map((m) => m.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    for (const m of course.modules) expect(m.pages.length, `module ${m.id}`).toBeGreaterThanOrEqual(5);
  });

  it('has the vehicle blocks spec §3 lists', () => {
    const keys = (id: number) => Object.keys(course.modules[id - 1]?.vehicle ?? {}).sort();
    expect(keys(5)).toEqual(['limousine', 'wheelchair_accessible_taxi']);
    expect(keys(6)).toEqual(['hackney', 'limousine', 'taxi', 'wheelchair_accessible']);
    for (const id of [7, 8, 9, 10, 11]) expect(keys(id)).toEqual(['limousine', 'taxi']);
  });

  it('renders inert HTML', () => {
    const html = course.modules.flatMap((m) => m.pages.map((p) => p.html)).join('');
    expect(html).not.toMatch(/<script|onerror=|javascript:/i);
  });

  it('fills every test with a full-length pool', () => {
    expect(poolFor(1, course.questions).length).toBeGreaterThanOrEqual(40);
    expect(poolFor(3, course.questions).length).toBeGreaterThanOrEqual(25);
    expect(poolFor(4, course.questions).length).toBeGreaterThanOrEqual(120);
    for (const id of [201, 202, 203, 204, 205, 299]) expect(poolFor(id, course.questions).length).toBeGreaterThanOrEqual(30);
  });
});

describe('the content check rejects', () => {
  it('a page with two key points', () => {
    const dir = copyContent();
    fs.writeFileSync(
      path.join(dir, 'modules/01-the-spsv-industry/page-01.md'),
      `---\ntitle: Too few points\nkeyPoints:\n  - The first key point is long enough to count.\n  - The second key point is long enough to count.\n---\n${longBody}`,
    );
    expect(loadCourse(dir).errors.join('\n')).toMatch(/page-01\.md: keyPoints: a page needs 3 to 5 key points/);
  });

  it('an unknown vehicle key', () => {
    const dir = copyContent();
    fs.writeFileSync(path.join(dir, 'modules/01-the-spsv-industry/vehicle/minibus.md'), `---\nadditionalKeyPoints: []\n---\n${longBody}`);
    expect(loadCourse(dir).errors.join('\n')).toMatch(/vehicle\/minibus\.md: .*unknown vehicle key "minibus"/);
  });

  it('a duplicate question, a missing explanation and a bank smaller than its draw', () => {
    const dir = copyContent();
    const file = path.join(dir, 'questions/county-waterford.yaml');
    const q = (id: string, text: string, explanation: string) =>
      `  - id: ${id}\n    module: 12\n    text: "${text}"\n    options: ["A place", "B place", "C place", "D place"]\n    answer: 1\n    explanation: "${explanation}"\n    source: "test"\n`;
    fs.writeFileSync(
      file,
      `questions:\n${q('c-waterford-001', 'Which place is the answer here?', 'Because it is.')}${q('c-waterford-002', 'Which place is the answer here?', '')}`,
    );
    const errors = loadCourse(dir).errors.join('\n');
    expect(errors).toMatch(/county-waterford\.yaml: .*explanation missing/);
    expect(errors).toMatch(/"Waterford Area Knowledge" draws 30 but its bank holds 0/);
    fs.writeFileSync(file, `questions:\n${q('c-waterford-001', 'Which place is the answer here?', 'Because it is.')}${q('c-waterford-002', 'Which place is the answer here?', 'Also because.')}`);
    expect(loadCourse(dir).errors.join('\n')).toMatch(/duplicate question "Which place is the answer here\?"/);
  });

  it('a question with three options or an answer out of range', () => {
    const dir = copyContent();
    fs.writeFileSync(
      path.join(dir, 'questions/county-cork.yaml'),
      'questions:\n  - id: c-cork-001\n    module: 12\n    text: "Where is this thing found?"\n    options: ["A", "B", "C"]\n    answer: 4\n    explanation: "An explanation."\n    source: "test"\n',
    );
    const errors = loadCourse(dir).errors.join('\n');
    expect(errors).toMatch(/exactly four options/);
    expect(errors).toMatch(/answer/);
  });
});
