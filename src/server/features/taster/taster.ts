import { getModule } from '#shared/modules.ts';
import type { TasterAnswers, TasterContent, TasterResult } from '#shared/schemas/taster.ts';
import type { Taster } from '../../course/taster.ts';
import { BadRequestError } from '../../errors.ts';

/** What a visitor may see before answering: the page and the questions, never a key or an explanation. */
export function publicTaster(taster: Taster): TasterContent {
  return {
    page: { ...taster.page, moduleTitle: getModule(taster.page.module)?.title ?? '' },
    questions: taster.questions.map(({ id, module, text, options }) => ({ id, module, text, options })),
  };
}

/**
 * Marks answers to the taster set on the server. Only the questions answered come back with
 * their keys, and an id outside the taster is refused: nothing here can reach a paid bank.
 */
export function markTaster(taster: Taster, { answers }: TasterAnswers): TasterResult {
  const byId = new Map(taster.questions.map((q) => [q.id, q]));
  const unknown = answers.find((a) => !byId.has(a.id));
  if (unknown) throw new BadRequestError(`answers: ${unknown.id} is not a taster question`);
  const items = answers.flatMap(({ id, selected }) => {
    const q = byId.get(id);
    if (!q) return [];
    const correct = selected === q.answer;
    return [{ id, selected, correctAnswer: q.answer, correct, explanation: q.explanation, source: q.source, verified: q.verified }];
  });
  return { score: items.filter((i) => i.correct).length, total: items.length, items };
}
