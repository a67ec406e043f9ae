import { randomInt } from 'node:crypto';
import type { CompiledQuestion } from '../../course/types.ts';

/** Fisher–Yates with a cryptographic source, so draws cannot be predicted. */
export function shuffle<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** The first `count` places of a Fisher–Yates shuffle: a uniform random sample, in random order. */
export function sample<T>(items: readonly T[], count: number): T[] {
  const out = [...items];
  const n = Math.min(count, out.length);
  for (let i = 0; i < n; i += 1) {
    const j = i + randomInt(out.length - i);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out.slice(0, n);
}

export interface DrawnItem {
  questionId: string;
  /** Shown position i is the bank's option optionOrder[i]. */
  optionOrder: number[];
}

/** A fresh random draw of min(target, pool) questions, each with its own option order (spec §4, §9). */
export function drawItems(pool: readonly CompiledQuestion[], target: number): DrawnItem[] {
  return sample(pool, target).map((q) => ({ questionId: q.id, optionOrder: shuffle([0, 1, 2, 3]) }));
}
