import { passProbability } from '#shared/readiness.ts';

/**
 * A learner's ability on a pool of questions, estimated from their answers (DESIGN.md §18,
 * issue 32 §2), pure so it can be tested on simulated learners.
 *
 * The model: the learner knows a share θ of the pool. A known question is answered right with
 * probability 1 − SLIP, an unknown one only by guessing (GUESS, one of four). θ has a flat prior
 * and a posterior on a grid, learned from every marked answer in the pool; each seen question's
 * own answers say how likely it is known, and its memory (FSRS retrievability) how much of that
 * is still remembered. A fresh draw's pass chance is averaged over θ's posterior, and its spread
 * gives the range shown beside it.
 */
export const SLIP = 0.05;
export const GUESS = 0.25;
const GRID = Array.from({ length: 40 }, (_, i) => (i + 0.5) / 40);

export interface AnswerTally {
  /** Marked answers to the question. */
  n: number;
  /** Of them right. */
  k: number;
}

export interface SeenQuestion extends AnswerTally {
  /** FSRS retrievability now, 0–1 (1 when nothing is forgotten yet). */
  retention: number;
}

export interface PassEstimate {
  /** Chance (0–1) of passing a fresh draw, averaged over what the answers say of ability. */
  probability: number;
  /** The 10th and 90th percentiles of that chance. */
  low: number;
  high: number;
  /** Marked answers the estimate rests on. */
  answers: number;
}

const likelihood = (t: AnswerTally) => ({ known: (1 - SLIP) ** t.k * SLIP ** (t.n - t.k), unknown: GUESS ** t.k * (1 - GUESS) ** (t.n - t.k) });
const recallIf = (knownShare: number) => knownShare * (1 - SLIP) + (1 - knownShare) * GUESS;

/** The posterior over the grid of θ, normalised. */
export function abilityPosterior(seen: readonly AnswerTally[]): number[] {
  const logs = GRID.map((theta) =>
    seen.reduce((sum, t) => {
      if (t.n === 0) return sum;
      const l = likelihood(t);
      return sum + Math.log(theta * l.known + (1 - theta) * l.unknown);
    }, 0),
  );
  const top = Math.max(...logs);
  const weights = logs.map((l) => Math.exp(l - top));
  const total = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => w / total);
}

/** Each question's chance of being answered right in a fresh sitting, for one value of θ. */
function recalls(theta: number, seen: readonly SeenQuestion[], unseen: number): number[] {
  const seenRecall = seen.map((q) => {
    const l = likelihood(q);
    const known = q.n === 0 ? theta : (theta * l.known) / (theta * l.known + (1 - theta) * l.unknown);
    return recallIf(known * Math.min(1, Math.max(0, q.retention)));
  });
  return [...seenRecall, ...new Array<number>(Math.max(0, unseen)).fill(recallIf(theta))];
}

/**
 * The chance of reaching `passMark` in a fresh draw of `drawSize` from a pool of `seen` and
 * `unseen` questions. `practice` is other marked work on the same knowledge (fare drills for the
 * fares chapter): it informs ability, but is not in the pool.
 */
export function estimatePass(seen: readonly SeenQuestion[], unseen: number, drawSize: number, passMark: number, practice: readonly AnswerTally[] = []): PassEstimate {
  const posterior = abilityPosterior([...seen, ...practice]);
  const chances = GRID.map((theta) => passProbability(recalls(theta, seen, unseen), drawSize, passMark));
  const probability = chances.reduce((sum, c, i) => sum + c * (posterior[i] ?? 0), 0);
  // The chance rises with θ, so its percentiles are those of θ's posterior.
  const percentile = (q: number) => {
    let acc = 0;
    for (let i = 0; i < GRID.length; i += 1) {
      acc += posterior[i] ?? 0;
      if (acc >= q) return chances[i] ?? 0;
    }
    return chances[GRID.length - 1] ?? 0;
  };
  return { probability, low: percentile(0.1), high: percentile(0.9), answers: [...seen, ...practice].reduce((sum, q) => sum + q.n, 0) };
}
