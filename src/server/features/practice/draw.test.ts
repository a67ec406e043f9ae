import { describe, expect, it } from 'vitest';
import type { CompiledQuestion } from '../../content/load.ts';
import { drawQuestions } from './draw.ts';

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

describe('drawQuestions', () => {
  it('draws min(target, pool) distinct questions', () => {
    expect(drawQuestions(pool, 25)).toHaveLength(25);
    expect(drawQuestions(pool, 80)).toHaveLength(30);
    expect(new Set(drawQuestions(pool, 30).map((q) => q.id)).size).toBe(30);
  });

  it('keeps the right answer right after shuffling the options', () => {
    for (const q of drawQuestions(pool, 30)) {
      expect(q.options[q.correctAnswer]).toMatch(/^right/);
      expect([...q.options].sort()).toEqual([...(pool.find((p) => p.id === q.id)?.options ?? [])].sort());
    }
  });

  it('varies the order and the answer positions between draws', () => {
    const a = drawQuestions(pool, 30).map((q) => q.id).join();
    const b = drawQuestions(pool, 30).map((q) => q.id).join();
    expect(a).not.toBe(b);
    const positions = new Set(drawQuestions(pool, 30).map((q) => q.correctAnswer));
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
