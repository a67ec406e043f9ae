import { entryPassScore } from './entry-test.ts';
import { passScore } from './scoring.ts';

/**
 * Marking of a held attempt (DESIGN.md §13), pure so the server marks and tests check it. The
 * learner sees each question's options in a stored order: shown position i is original option
 * `optionOrder[i]`, and `selected` is a shown position.
 */
export interface MarkableItem {
  /** Which part of the attempt the question is in (0 for a single-part test). */
  part: number;
  optionOrder: readonly number[];
  selected: number | null;
  /** The right option's index in the question bank's own order. */
  answer: number;
}

export interface PartRule {
  key: string;
  title: string;
}

export interface MarkedPart extends PartRule {
  score: number;
  total: number;
  /** Correct answers needed to pass this part. */
  passMark: number;
  passed: boolean;
}

export interface Marking {
  score: number;
  total: number;
  passed: boolean;
  /** Per part, for a test in parts (the Entry Test simulator); null otherwise. */
  parts: MarkedPart[] | null;
  /** Per item, in the order given. */
  correct: boolean[];
}

/** Where the right answer sits among the options as shown. */
export function shownAnswer(optionOrder: readonly number[], answer: number): number {
  return optionOrder.indexOf(answer);
}

export function isCorrect(item: Pick<MarkableItem, 'optionOrder' | 'selected' | 'answer'>): boolean {
  return item.selected !== null && item.optionOrder[item.selected] === item.answer;
}

/**
 * Marks every item. A single-part practice test passes at the course's 80 % (spec §9); a test in
 * parts follows the Entry Test: each part at 75 %, all parts to pass.
 */
export function markAttempt(items: readonly MarkableItem[], parts: readonly PartRule[] | null): Marking {
  const correct = items.map(isCorrect);
  const score = correct.filter(Boolean).length;
  const total = items.length;
  if (!parts) return { score, total, passed: total > 0 && score >= passScore(total), parts: null, correct };
  const marked = parts.map((rule, index) => {
    const inPart = items.map((item, i) => ({ item, ok: correct[i] === true })).filter(({ item }) => item.part === index);
    const partScore = inPart.filter(({ ok }) => ok).length;
    const passMark = entryPassScore(inPart.length);
    return { ...rule, score: partScore, total: inPart.length, passMark, passed: inPart.length > 0 && partScore >= passMark };
  });
  return { score, total, passed: marked.every((p) => p.passed), parts: marked, correct };
}
