import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FARE_DRILL_KINDS, type FareDrillKind } from '#shared/schemas/fares.ts';
import { BadRequestError } from '../../errors.ts';
import { RATE_RULES } from '#shared/fare-calendar.ts';
import { RATE_OPTIONS } from './fare-questions.ts';
import { generateDrill, markAnswer, planSession, TYPED_TOLERANCE_CENTS } from './drills.ts';

const seed = fc.integer({ min: 0, max: 2 ** 31 - 1 });

describe('generated drills', () => {
  it('are well formed for every kind and any seed: distinct options, one right, worked steps and a manual reference', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FARE_DRILL_KINDS), seed, (kind: FareDrillKind, s) => {
        const drill = generateDrill(kind, 'options', s);
        const options = drill.options ?? [];
        expect(options).toHaveLength(kind === 'rate' ? 3 : 4);
        expect(new Set(options).size).toBe(options.length);
        if (!('option' in drill.answer)) throw new Error('an options drill has an option answer');
        expect(options[drill.answer.option]).toBe(drill.answerText);
        expect(drill.prompt.length).toBeGreaterThan(10);
        expect(drill.steps.length).toBeGreaterThan(0);
        expect(drill.reference).toMatch(/^Manual ed\. 8 \(NTA 2025\), ch\. \d/);
      }),
      { numRuns: 400 },
    );
  });

  it('are the same drill every time for the same seed', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FARE_DRILL_KINDS), seed, (kind: FareDrillKind, s) => {
        expect(generateDrill(kind, 'options', s)).toEqual(generateDrill(kind, 'options', s));
      }),
    );
  });

  it('work a fare out to the total the last step gives, typed or chosen', () => {
    fc.assert(
      fc.property(seed, (s) => {
        const typed = generateDrill('fare', 'amount', s);
        expect(typed.options).toBeNull();
        if (!('cents' in typed.answer)) throw new Error('a typed drill has a cents answer');
        expect(typed.steps.at(-1)).toBe(`Most the driver may charge: ${typed.answerText}`);
        expect(typed.answerText).toBe(`€${(typed.answer.cents / 100).toFixed(2)}`);
        expect(typed.details[0]).toMatch(/^Starts: \w+day \d{1,2} \w+ 20\d\d at \d\d:\d\d$/);
        const chosen = generateDrill('fare', 'options', s);
        expect(chosen.answerText).toBe(typed.answerText);
      }),
    );
  });

  it('ask which rate applies, answered by the rate window and the rules', () => {
    const drill = generateDrill('rate', 'options', 12_345);
    expect(drill.options).toEqual(RATE_OPTIONS);
    expect(drill.prompt).toMatch(/^Which rate applies to a hire that starts on \w+day \d{1,2} \w+ 20\d\d at \d\d:\d\d\?$/);
    expect(drill.steps.slice(-3)).toEqual([...RATE_RULES]);
  });

  it('explain that Good Friday is an ordinary day when a rate question falls on it', () => {
    const goodFriday = Array.from({ length: 3000 }, (_, s) => generateDrill('rate', 'options', s)).find((d) => d.steps[0] === 'Good Friday is not a public holiday.');
    expect(goodFriday?.answerText).toBe('Standard (1 on the meter)');
  });
});

describe('marking', () => {
  const chosen = generateDrill('extra', 'options', 7);
  const typed = generateDrill('fare', 'amount', 7);
  const right = 'option' in chosen.answer ? chosen.answer.option : -1;
  const cents = 'cents' in typed.answer ? typed.answer.cents : -1;

  it('marks the right option right and any other wrong, with the working either way', () => {
    expect(markAnswer(chosen, { selected: right })).toMatchObject({ correct: true, correctOption: right, answer: chosen.answerText, steps: chosen.steps });
    const wrong = (right + 1) % 4;
    expect(markAnswer(chosen, { selected: wrong })).toMatchObject({ correct: false, given: chosen.options?.[wrong], answer: chosen.answerText });
  });

  it(`accepts a typed fare within ${TYPED_TOLERANCE_CENTS} cents, and no further`, () => {
    expect(markAnswer(typed, { amount: cents / 100 }).correct).toBe(true);
    expect(markAnswer(typed, { amount: (cents + TYPED_TOLERANCE_CENTS) / 100 }).correct).toBe(true);
    expect(markAnswer(typed, { amount: (cents - TYPED_TOLERANCE_CENTS - 1) / 100 })).toMatchObject({ correct: false, given: `€${((cents - 6) / 100).toFixed(2)}`, correctOption: null });
  });

  it('refuses an answer that does not fit the drill, naming the field', () => {
    expect(() => markAnswer(typed, { selected: 1 })).toThrow(BadRequestError);
    expect(() => markAnswer(typed, { selected: 1 })).toThrow(/^amount:/);
    expect(() => markAnswer(chosen, { amount: 12 })).toThrow(/^selected:/);
    expect(() => markAnswer(generateDrill('rate', 'options', 1), { selected: 3 })).toThrow('selected: this drill has 3 options, 0 to 2');
  });
});

describe('sessions', () => {
  it('hold ten drills: four fares, two of each of the others, no situation twice', () => {
    fc.assert(
      fc.property(fc.constantFrom<'options' | 'amount'>('options', 'amount'), (style) => {
        const plan = planSession(style);
        expect(plan.map((d) => d.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
        const count = (kind: FareDrillKind) => plan.filter((d) => d.kind === kind).length;
        expect([count('fare'), count('rate'), count('extra'), count('receipt')]).toEqual([4, 2, 2, 2]);
        expect(plan.filter((d) => d.kind === 'fare').every((d) => d.answerStyle === style)).toBe(true);
        expect(plan.filter((d) => d.kind !== 'fare').every((d) => d.answerStyle === 'options')).toBe(true);
        const prompts = plan.filter((d) => d.kind !== 'fare').map((d) => generateDrill(d.kind, d.answerStyle, d.seed).details.join() + generateDrill(d.kind, d.answerStyle, d.seed).prompt);
        expect(new Set(prompts).size).toBe(prompts.length);
      }),
      { numRuns: 50 },
    );
  });
});
