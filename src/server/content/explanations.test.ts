import { describe, expect, it } from 'vitest';
import { newExplanationWords, restatesKey } from './explanations.ts';

const question = (over: Partial<Parameters<typeof restatesKey>[0]> = {}) => ({
  text: 'What is the most you may charge a passenger for soiling your taxi?',
  options: ['€140', '€100', '€200', '€50'],
  answer: 0,
  explanation: 'The fare order caps the soiling charge at €140, and you may only ask for the real cost of cleaning or repair, so a smaller mess costs less.',
  ...over,
});

describe('an explanation that only restates the key', () => {
  it('counts the significant words beyond the stem and the correct option, each once', () => {
    const q = question({ explanation: 'The most you may charge a passenger for soiling your taxi is €140, €140.' });
    expect(newExplanationWords(q)).toEqual([]);
    expect(restatesKey(q)).toBe(true);
  });

  it('compares words as the other rules do: "four" is "4", and five-letter stems meet', () => {
    const q = question({ text: 'How many passengers may a saloon taxi carry?', options: ['Four', 'Five', 'Six', 'Three'], explanation: 'A saloon taxi carrying 4 passengers is licensed.' });
    expect(newExplanationWords(q)).toEqual(['licensed']);
  });

  it('passes one that says why (four new significant words or more)', () => {
    expect(newExplanationWords(question())).toEqual(['fare', 'order', 'caps', 'real', 'cost', 'cleaning', 'repair', 'smaller', 'mess', 'costs']);
    expect(restatesKey(question())).toBe(false);
    expect(restatesKey(question({ explanation: 'Soiling is capped at €140 by the fare order, real cost only.' }))).toBe(false);
    expect(restatesKey(question({ explanation: 'Soiling is capped at €140 by the fare order.' }))).toBe(true);
  });
});
