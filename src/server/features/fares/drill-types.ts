import type { FareDrillKind } from '#shared/schemas/fares.ts';
import type { Random } from '../../lib/seeded-random.ts';

/** A drill as the server holds it: what the learner sees, and the answer with its working. */
export interface Drill {
  kind: FareDrillKind;
  prompt: string;
  details: string[];
  /** Null when the answer is typed in euro. */
  options: string[] | null;
  answer: { option: number } | { cents: number };
  /** The right answer as text. */
  answerText: string;
  steps: string[];
  reference: string;
}

/** A drill before its options are shuffled: the right option first. */
export interface OptionDrill {
  prompt: string;
  details: string[];
  right: string;
  wrong: readonly string[];
  steps: string[];
  reference: string;
}

/** Shuffles the right option in among three wrong ones (first three distinct ones). */
export function withOptions(kind: FareDrillKind, rng: Random, d: OptionDrill): Drill {
  const wrong = [...new Set(d.wrong)].filter((w) => w !== d.right).slice(0, 3);
  if (wrong.length < 3) throw new Error(`drill "${d.prompt}" needs three wrong options`);
  const options = rng.shuffle([d.right, ...wrong]);
  return { kind, prompt: d.prompt, details: d.details, options, answer: { option: options.indexOf(d.right) }, answerText: d.right, steps: d.steps, reference: d.reference };
}
