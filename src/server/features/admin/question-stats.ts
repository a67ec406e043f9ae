/**
 * Question statistics from marked attempts (issue 22 §2), pure so the maths is unit-tested.
 *
 * - Facility: the share of answers that were right.
 * - Discrimination: the facility among strong attempts (those reaching the official 75 % line)
 *   minus the facility among the rest — the classical upper/lower-group index, from -1 to 1. A
 *   good question is answered right more often by learners who pass; a negative value means
 *   strong learners miss it more than weak ones (often a wrong key or a trick in the wording).
 * - Option shares: how often each option (in the bank's own order) is chosen.
 */
export const STRONG_SHARE = 0.75;
/** Below this many learners (one answer each) a question has no flags: too few to judge. */
export const MIN_ANSWERS = 20;
/** Each group needs this many answers before discrimination is computed. */
export const MIN_GROUP = 5;
/** Flag "most learners miss it" below this facility. */
export const HARD_FACILITY = 0.4;

export type StatFlag = 'mostly_missed' | 'strong_miss_more' | 'unused_distractor';

export interface AnswerCount {
  questionId: string;
  /** Option index in the bank's order. */
  chosen: number;
  strong: boolean;
  n: number;
}

export interface QuestionStat {
  questionId: string;
  answers: number;
  facility: number;
  discrimination: number | null;
  optionCounts: [number, number, number, number];
  flags: StatFlag[];
}

export function questionStats(counts: readonly AnswerCount[], answerOf: (questionId: string) => number | undefined): QuestionStat[] {
  const byQuestion = new Map<string, { options: [number, number, number, number]; strong: [number, number]; weak: [number, number] }>();
  for (const c of counts) {
    const answer = answerOf(c.questionId);
    if (answer === undefined || c.chosen < 0 || c.chosen > 3) continue;
    const entry = byQuestion.get(c.questionId) ?? { options: [0, 0, 0, 0], strong: [0, 0], weak: [0, 0] };
    entry.options[c.chosen] = (entry.options[c.chosen] ?? 0) + c.n;
    const group = c.strong ? entry.strong : entry.weak;
    group[1] += c.n;
    if (c.chosen === answer) group[0] += c.n;
    byQuestion.set(c.questionId, entry);
  }
  return [...byQuestion].map(([questionId, { options, strong, weak }]) => {
    const answers = strong[1] + weak[1];
    const right = strong[0] + weak[0];
    const facility = answers === 0 ? 0 : right / answers;
    const discrimination = strong[1] >= MIN_GROUP && weak[1] >= MIN_GROUP ? strong[0] / strong[1] - weak[0] / weak[1] : null;
    const answer = answerOf(questionId) ?? -1;
    const flags: StatFlag[] = [];
    if (answers >= MIN_ANSWERS) {
      if (facility < HARD_FACILITY) flags.push('mostly_missed');
      if (discrimination !== null && discrimination < 0) flags.push('strong_miss_more');
      if (options.some((n, i) => i !== answer && n === 0)) flags.push('unused_distractor');
    }
    return { questionId, answers, facility, discrimination, optionCounts: options, flags };
  });
}
