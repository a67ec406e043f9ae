import type { AttemptView } from '#shared/schemas/attempts.ts';

export type AttemptAnswer = AttemptView['answers'][number];
export type AttemptPart = NonNullable<AttemptView['parts']>[number];

export function answerAt(view: AttemptView, position: number): AttemptAnswer {
  return view.answers.find((a) => a.position === position) ?? { position, selected: null, flagged: false };
}

/** The positions a runner moves through: the part under way, or the whole test. */
export function runPositions(view: AttemptView): number[] {
  const part = activePart(view);
  if (!part) return view.questions.map((q) => q.position);
  return Array.from({ length: part.count }, (_, i) => part.first + i);
}

export function activePart(view: AttemptView): AttemptPart | null {
  return view.activePart === null ? null : (view.parts?.[view.activePart] ?? null);
}

/** Where a resumed test opens: the first question without an answer, else the first. */
export function resumeIndex(view: AttemptView): number {
  const positions = runPositions(view);
  const open = positions.findIndex((p) => answerAt(view, p).selected === null);
  return Math.max(0, open);
}

/** What the review screen lists before a part ends (indexes into the part). */
export function reviewLists(view: AttemptView): { unanswered: number[]; flagged: number[]; answered: number } {
  const answers = runPositions(view).map((p) => answerAt(view, p));
  const indexes = (keep: (a: AttemptAnswer) => boolean) => answers.flatMap((a, i) => (keep(a) ? [i] : []));
  return {
    unanswered: indexes((a) => a.selected === null),
    flagged: indexes((a) => a.flagged),
    answered: answers.filter((a) => a.selected !== null).length,
  };
}
