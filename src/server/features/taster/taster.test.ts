import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadTaster } from '../../course/taster.ts';
import { markTaster, publicTaster } from './taster.ts';

const taster = loadTaster(path.resolve(import.meta.dirname, '../../../../content'), []);

describe('the taster as served and marked (issue 32 §7)', () => {
  it('serves the page and the questions without a key, an explanation or a source', () => {
    const served = publicTaster(taster);
    expect(served.page.moduleTitle).toBe('SPSV Driver Licensing');
    expect(served.questions).toHaveLength(10);
    for (const q of served.questions) expect(Object.keys(q).sort()).toEqual(['id', 'module', 'options', 'text']);
    expect(JSON.stringify(served)).not.toMatch(/"answer"|explanation|"source"/);
  });

  it('marks only the questions answered, with their keys and why', () => {
    const [a, b, c] = taster.questions;
    if (!a || !b || !c) throw new Error('empty taster');
    const result = markTaster(taster, { answers: [{ id: a.id, selected: a.answer }, { id: b.id, selected: null }, { id: c.id, selected: (c.answer + 1) % 4 }] });
    expect(result.score).toBe(1);
    expect(result.total).toBe(3);
    expect(result.items[0]).toEqual({ id: a.id, selected: a.answer, correctAnswer: a.answer, correct: true, explanation: a.explanation, source: a.source, verified: a.verified });
    expect(result.items[1]).toMatchObject({ id: b.id, selected: null, correct: false, correctAnswer: b.answer });
    expect(result.items[2]?.correct).toBe(false);
  });

  it('refuses an id outside the taster set', () => {
    expect(() => markTaster(taster, { answers: [{ id: 't-999', selected: 0 }] })).toThrow(/t-999 is not a taster question/);
  });
});
