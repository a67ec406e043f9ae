/**
 * Readiness (DESIGN.md §14): the chance of passing a fresh draw, from each question's predicted
 * recall, as a Poisson-binomial tail at the pass mark.
 */

/** P(X ≥ k) where X is the number of successes of independent trials with probabilities `ps`. */
export function poissonBinomialTail(ps: readonly number[], k: number): number {
  if (k <= 0) return 1;
  if (k > ps.length) return 0;
  // dist[j] = P(exactly j successes so far); one pass per trial, updated from the top down. A
  // typed array (zeros to start, never a hole): readiness runs this hundreds of times a figure.
  const dist = new Float64Array(ps.length + 1);
  dist[0] = 1;
  ps.forEach((raw, i) => {
    const p = Math.min(1, Math.max(0, raw));
    for (let j = i + 1; j >= 1; j -= 1) dist[j] = (dist[j] as number) * (1 - p) + (dist[j - 1] as number) * p;
    dist[0] = (dist[0] as number) * (1 - p);
  });
  let tail = 0;
  for (let j = k; j <= ps.length; j += 1) tail += dist[j] as number;
  return Math.min(1, Math.max(0, tail));
}

/**
 * A draw of `drawSize` questions from a pool whose recall probabilities are `pool`: the draw is
 * represented by `drawSize` evenly spaced quantiles of the pool's probabilities, so a pool half
 * known and half unknown gives a draw half known and half unknown, as a random draw would on
 * average, without enumerating every possible draw.
 */
export function drawRecall(pool: ArrayLike<number>, drawSize: number): number[] {
  const n = Math.min(drawSize, pool.length);
  if (n === 0) return [];
  // A typed array sorts numbers natively, with no comparator to call: readiness sorts thousands
  // of recalls forty times for each figure (issue 35 §3).
  const sorted = Float64Array.from(pool).sort();
  return Array.from({ length: n }, (_, i) => sorted[Math.floor(((i + 0.5) * sorted.length) / n)] ?? 0);
}

/** Probability of reaching `passMark` correct answers in a fresh draw of `drawSize` from the pool. */
export function passProbability(pool: ArrayLike<number>, drawSize: number, passMark: number): number {
  return poissonBinomialTail(drawRecall(pool, drawSize), passMark);
}
