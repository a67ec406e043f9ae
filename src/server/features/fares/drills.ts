import { randomInt } from 'node:crypto';
import { euro } from '#shared/fares.ts';
import { DRILL_LENGTH, type DrillMark, type FareDrillKind, type FareDrillStyle } from '#shared/schemas/fares.ts';
import { BadRequestError } from '../../errors.ts';
import type { Drill } from './drill-types.ts';
import { fareDrill, RATE_TEMPLATE_COUNT, rateDrill } from './fare-questions.ts';
import { EXTRA_TEMPLATE_COUNT, extraDrill, RECEIPT_TEMPLATE_COUNT, receiptDrill } from './rule-questions.ts';
import { seededRandom } from '../../lib/seeded-random.ts';

/**
 * Fare drills (issue 33): a session is ten drills, each rebuilt from a seed the server keeps, so
 * nothing the browser holds can mark an answer, and marking the same drill twice gives the same
 * verdict.
 */

/** A typed fare within 5 cents is right: rounding each line or only the total may differ by a cent or two. */
export const TYPED_TOLERANCE_CENTS = 5;

/** Four fare questions and two of each of the others, in a shuffled order. */
const SESSION_KINDS: readonly FareDrillKind[] = ['fare', 'fare', 'fare', 'fare', 'rate', 'rate', 'extra', 'extra', 'receipt', 'receipt'];
const TEMPLATES: Record<FareDrillKind, number> = { fare: 1, rate: RATE_TEMPLATE_COUNT, extra: EXTRA_TEMPLATE_COUNT, receipt: RECEIPT_TEMPLATE_COUNT };

export function generateDrill(kind: FareDrillKind, style: FareDrillStyle, seed: number): Drill {
  const rng = seededRandom(seed);
  const template = seed % TEMPLATES[kind];
  switch (kind) {
    case 'fare':
      return fareDrill(rng, style);
    case 'rate':
      return rateDrill(rng, template);
    case 'extra':
      return extraDrill(rng, template);
    case 'receipt':
      return receiptDrill(rng, template);
  }
}

export interface PlannedDrill {
  position: number;
  kind: FareDrillKind;
  answerStyle: FareDrillStyle;
  seed: number;
}

/** A new session: kinds shuffled, and no situation asked twice in it. */
export function planSession(style: FareDrillStyle, random: (max: number) => number = (max) => randomInt(max)): PlannedDrill[] {
  const order = seededRandom(random(2 ** 31)).shuffle(SESSION_KINDS);
  const used = new Set<string>();
  return order.slice(0, DRILL_LENGTH).map((kind, position) => {
    let seed = random(2 ** 31);
    for (let tries = 0; tries < 20 && used.has(`${kind}:${seed % TEMPLATES[kind]}`) && TEMPLATES[kind] > 1; tries += 1) seed = random(2 ** 31);
    used.add(`${kind}:${seed % TEMPLATES[kind]}`);
    return { position, kind, answerStyle: kind === 'fare' ? style : 'options', seed };
  });
}

export interface DrillAnswer {
  selected?: number | undefined;
  amount?: number | undefined;
}

/** Marks an answer against the drill; a 400 names the field when the answer does not fit the drill. */
export function markAnswer(drill: Drill, answer: DrillAnswer): DrillMark {
  const base = { answer: drill.answerText, steps: drill.steps, reference: drill.reference };
  if ('cents' in drill.answer) {
    if (answer.amount === undefined) throw new BadRequestError('amount: this drill is answered with an amount in euro, e.g. 23.40');
    const given = Math.round(answer.amount * 100);
    return { ...base, correct: Math.abs(given - drill.answer.cents) <= TYPED_TOLERANCE_CENTS, given: euro(given), correctOption: null };
  }
  const options = drill.options ?? [];
  if (answer.selected === undefined) throw new BadRequestError('selected: this drill is answered by choosing an option');
  const given = options[answer.selected];
  if (given === undefined) throw new BadRequestError(`selected: this drill has ${options.length} options, 0 to ${options.length - 1}`);
  return { ...base, correct: answer.selected === drill.answer.option, given, correctOption: drill.answer.option };
}
