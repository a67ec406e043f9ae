import { poissonBinomialTail } from '#shared/readiness.ts';

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

/**
 * Answers grouped by their tally (n, k): a learner's thousands of answered questions have only a
 * few tallies between them, and the likelihoods depend on nothing else, so they are worked out
 * once per tally instead of once per question and value of θ. With every question of the bank
 * answered this took readiness from about 250 ms to a few (issue 35 §3).
 */
interface TallyGroup {
  known: number;
  unknown: number;
  /** How many answered questions have this tally. */
  count: number;
  /** Their retentions (seen questions only), clamped to 0–1. */
  retentions: number[];
}

function groupByTally(seen: readonly SeenQuestion[], practice: readonly AnswerTally[]): TallyGroup[] {
  const groups = new Map<string, TallyGroup>();
  const add = (t: AnswerTally, retention: number | null) => {
    const key = `${t.n}:${t.k}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { ...likelihood(t), count: 0, retentions: [] }));
    group.count += 1;
    if (retention !== null) group.retentions.push(Math.min(1, Math.max(0, retention)));
  };
  for (const q of seen) add(q, q.retention);
  // Practice informs ability only: it has no retention, so it adds nothing to the pool.
  for (const t of practice) add(t, null);
  return [...groups.values()];
}

// A tally with no answers (n = 0) has both likelihoods 1, so it moves neither the posterior nor a
// question's chance of being known: it needs no case of its own.
function posteriorOf(groups: readonly TallyGroup[]): number[] {
  const logs = GRID.map((theta) => groups.reduce((sum, g) => sum + g.count * Math.log(theta * g.known + (1 - theta) * g.unknown), 0));
  const top = Math.max(...logs);
  const weights = logs.map((l) => Math.exp(l - top));
  const total = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => w / total);
}

/** The posterior over the grid of θ, normalised. */
export function abilityPosterior(answers: readonly AnswerTally[]): number[] {
  return posteriorOf(groupByTally([], answers));
}

/** The seen questions' chances of being answered right in a fresh sitting, for one value of θ, sorted. */
function seenRecalls(theta: number, groups: readonly TallyGroup[]): Float64Array {
  const out = new Float64Array(groups.reduce((n, g) => n + g.retentions.length, 0));
  let i = 0;
  for (const g of groups) {
    const known = (theta * g.known) / (theta * g.known + (1 - theta) * g.unknown);
    for (const retention of g.retentions) out[i++] = recallIf(known * retention);
  }
  // A typed array sorts numbers natively, with no comparator to call.
  return out.sort();
}

/**
 * The draw of `drawSize` as `drawRecall` (#shared/readiness.ts) makes it: evenly spaced quantiles
 * of the pool's recalls. The unseen questions all share one recall, so they are not listed and
 * sorted one by one (over a thousand for Industry Knowledge, forty times a figure): they are a
 * block of equal values placed among the sorted seen ones.
 */
export function drawQuantiles(seen: Float64Array, unseen: number, unseenRecall: number, drawSize: number): number[] {
  const total = seen.length + Math.max(0, unseen);
  const n = Math.min(drawSize, total);
  // How many seen recalls sort before the block (binary search).
  let lo = 0;
  let hi = seen.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((seen[mid] ?? 0) < unseenRecall) lo = mid + 1;
    else hi = mid;
  }
  const end = lo + Math.max(0, unseen);
  return Array.from({ length: n }, (_, i) => {
    const rank = Math.floor(((i + 0.5) * total) / n);
    if (rank < lo) return seen[rank] ?? 0;
    return rank < end ? unseenRecall : (seen[rank - (end - lo)] ?? 0);
  });
}

/**
 * The chance of reaching `passMark` in a fresh draw of `drawSize` from a pool of `seen` and
 * `unseen` questions. `practice` is other marked work on the same knowledge (fare drills for the
 * fares chapter): it informs ability, but is not in the pool.
 */
export function estimatePass(seen: readonly SeenQuestion[], unseen: number, drawSize: number, passMark: number, practice: readonly AnswerTally[] = []): PassEstimate {
  const groups = groupByTally(seen, practice);
  const posterior = posteriorOf(groups);
  const chances = GRID.map((theta) => poissonBinomialTail(drawQuantiles(seenRecalls(theta, groups), unseen, recallIf(theta), drawSize), passMark));
  const probability = chances.reduce((sum, c, i) => sum + c * (posterior[i] ?? 0), 0);
  // The chance rises with θ, so its percentiles are those of θ's posterior.
  let running = 0;
  const cumulative = posterior.map((p) => (running += p));
  const percentile = (q: number) => chances[cumulative.findIndex((c) => c >= q)] ?? 0;
  return { probability, low: percentile(0.1), high: percentile(0.9), answers: [...seen, ...practice].reduce((sum, q) => sum + q.n, 0) };
}
