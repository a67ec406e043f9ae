import { describe, expect, it } from 'vitest';
import type { CompiledQuestion } from '../../course/types.ts';
import { shownAnswer } from '#shared/marking.ts';
import { drawItems } from './draw.ts';

function questionOf(id: string) {
  return pool.find((p) => p.id === id);
}

const pool: CompiledQuestion[] = Array.from({ length: 30 }, (_, i) => ({
  id: `m01-${String(i).padStart(3, '0')}`,
  module: 1,
  text: `Question ${i}?`,
  options: [`right ${i}`, `wrong a ${i}`, `wrong b ${i}`, `wrong c ${i}`],
  answer: 0,
  explanation: 'Because.',
  source: 'test',
  bank: 'module-01',
}));

describe('drawItems', () => {
  it('draws min(target, pool) distinct questions', () => {
    expect(drawItems(pool, 25)).toHaveLength(25);
    expect(drawItems(pool, 80)).toHaveLength(30);
    expect(new Set(drawItems(pool, 30).map((q) => q.questionId)).size).toBe(30);
  });

  it('gives each question an order of all four options, so the right one is still there to find', () => {
    for (const item of drawItems(pool, 30)) {
      expect([...item.optionOrder].sort()).toEqual([0, 1, 2, 3]);
      const q = questionOf(item.questionId);
      const shown = item.optionOrder.map((i) => q?.options[i]);
      expect(shown[shownAnswer(item.optionOrder, q?.answer ?? -1)]).toMatch(/^right/);
    }
  });

  it('varies the order and the answer positions between draws', () => {
    const a = drawItems(pool, 30).map((q) => q.questionId).join();
    const b = drawItems(pool, 30).map((q) => q.questionId).join();
    expect(a).not.toBe(b);
    const positions = new Set(drawItems(pool, 30).map((q) => shownAnswer(q.optionOrder, 0)));
    expect(positions.size).toBeGreaterThan(1);
  });
});

describe('sample', () => {
  it('returns distinct items and every item can come first', async () => {
    const { sample } = await import('./draw.ts');
    const items = [1, 2, 3, 4, 5];
    expect(new Set(sample(items, 5)).size).toBe(5);
    expect(sample(items, 9)).toHaveLength(5);
    const firsts = new Set(Array.from({ length: 300 }, () => sample(items, 2)[0]));
    expect(firsts.size).toBe(5);
  });
});
