import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { loadTaster, readTaster, stemKey, tasterFilePath, tasterProblems, type Taster } from './taster.ts';

const CONTENT = path.resolve(import.meta.dirname, '../../../content');

/** Every paid bank question's id and stem, read straight from content/questions. */
function paidBank(): { id: string; text: string }[] {
  const dir = path.join(CONTENT, 'questions');
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .flatMap((f) => (parseYaml(fs.readFileSync(path.join(dir, f), 'utf8')) as { questions: { id: string; text: string }[] }).questions);
}

function realTaster(): Taster {
  const { taster, errors } = readTaster(tasterFilePath(CONTENT));
  expect(errors).toEqual([]);
  if (!taster) throw new Error('no taster');
  return taster;
}

describe('the free taster set (issue 32 §7)', () => {
  it('is ten valid questions and a page, none of them a paid bank question', () => {
    const taster = realTaster();
    expect(taster.questions).toHaveLength(10);
    expect(tasterProblems(taster, paidBank())).toEqual([]);
    // Its ids are its own namespace, so no id can ever name a bank question either.
    expect(taster.questions.every((q) => /^t-\d{3}$/.test(q.id))).toBe(true);
  });

  it('spreads its keys across the four positions', () => {
    const positions = new Set(realTaster().questions.map((q) => q.answer));
    expect([...positions].sort()).toEqual([0, 1, 2, 3]);
  });

  it('rejects a taster question whose stem is a bank question, whatever its case, spacing or punctuation', () => {
    const taster = realTaster();
    const first = taster.questions[0];
    if (!first) throw new Error('empty taster');
    const bank = [{ id: 'm01-001', text: `  ${first.text.toUpperCase().replace(/\?$/, ' ?')}  ` }];
    expect(tasterProblems(taster, bank)).toEqual([`data/taster.yaml: ${first.id} is the paid bank question m01-001: the free taster must ask questions of its own`]);
    expect(stemKey('Which body, exactly?')).toBe(stemKey('which   body exactly'));
  });

  it('rejects repeats within the taster', () => {
    const taster = realTaster();
    const [a, b] = taster.questions;
    if (!a || !b) throw new Error('empty taster');
    const repeated = { ...taster, questions: [a, { ...b, id: a.id, text: a.text }, ...taster.questions.slice(2)] };
    expect(tasterProblems(repeated, [])).toEqual([`data/taster.yaml: duplicate question id ${a.id}`, `data/taster.yaml: ${a.id} repeats another taster question`]);
  });

  it('refuses to serve a taster that reuses a paid question, or an invalid file', () => {
    const taster = realTaster();
    const first = taster.questions[0];
    if (!first) throw new Error('empty taster');
    expect(() => loadTaster(CONTENT, [{ id: 'm02-007', text: first.text }])).toThrow(/m02-007/);

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spsv-taster-'));
    fs.mkdirSync(path.join(dir, 'data'));
    fs.writeFileSync(tasterFilePath(dir), 'page: {}\nquestions: []\n');
    expect(readTaster(tasterFilePath(dir)).errors.join('\n')).toMatch(/exactly 10 questions/);
    expect(() => loadTaster(dir, [])).toThrow(/taster cannot be served/);
  });
});
