import { randomInt } from 'node:crypto';
import type { DrawnQuestion } from '#shared/schemas/practice.ts';
import type { CompiledQuestion } from '../../content/load.ts';

/** Fisher–Yates with a cryptographic source, so draws cannot be predicted. */
export function shuffle<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** A fresh random draw of min(target, pool) questions, each with its options shuffled (spec §4, §9). */
export function drawQuestions(pool: readonly CompiledQuestion[], target: number): DrawnQuestion[] {
  return shuffle(pool)
    .slice(0, Math.min(target, pool.length))
    .map((q) => {
      const order = shuffle([0, 1, 2, 3]);
      return {
        id: q.id,
        module: q.module,
        text: q.text,
        options: order.map((i) => q.options[i] ?? ''),
        correctAnswer: order.indexOf(q.answer),
        explanation: q.explanation,
      };
    });
}
