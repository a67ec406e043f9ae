import { describe, expect, it } from 'vitest';
import {
  BANNED_OPTION,
  BANNED_SOURCE,
  bannedPagePhrases,
  containsPhrase,
  explanationAddressesAnswer,
  giveAways,
  isDistinctive,
  isStrictlyLongest,
  longestCorrectShare,
  normalise,
  positionCounts,
  positionsBalanced,
  questionProblems,
  sameFactPairs,
  type QuestionLike,
} from './quality.ts';

const question = (over: Partial<QuestionLike> = {}): QuestionLike => ({
  id: 'm01-001',
  text: 'Which body licenses SPSV vehicles?',
  options: ['The National Transport Authority', 'An Garda Síochána', 'The Road Safety Authority', 'Your county council'],
  answer: 0,
  explanation: 'The National Transport Authority licenses SPSV vehicles and dispatch operators.',
  source: 'NTA vehicle licensing page',
  verified: '2025-06-01',
  ...over,
});

describe('normalise', () => {
  it('lower-cases, drops possessives, apostrophes and number punctuation, and collapses the rest', () => {
    expect(normalise("  St Patrick's   Street, Cork! ")).toBe('st patrick street cork');
    expect(normalise('€42,500 (about 8 km)')).toBe('42500 about 8 km');
    expect(normalise('Gort–Tuam o’clock')).toBe('gort tuam oclock');
    expect(normalise('An Garda Síochána')).toBe('an garda síochána');
  });
});

describe('isDistinctive', () => {
  it('takes numbers and two-word phrases with a significant word', () => {
    for (const o of ['14 days', '€1,000', 'Dublin 8', 'Kent Station', 'An Garda Síochána', 'Six passengers']) expect(isDistinctive(o), o).toBe(true);
  });
  it('leaves out single words, article + word, short or generic phrases', () => {
    for (const o of ['Taxi', 'A taxi', 'The Mall', 'The NTA', 'By car', 'Yes', '€90', 'Not at all']) expect(isDistinctive(o), o).toBe(false);
  });
});

describe('containsPhrase', () => {
  it('matches whole words only, after normalising', () => {
    expect(containsPhrase('Kent Station is on which road?', 'kent station')).toBe(true);
    expect(containsPhrase('Within 114 days?', '14 days')).toBe(false);
    expect(containsPhrase("The NTA's office", 'the NTA')).toBe(true);
  });
});

describe('longest correct option', () => {
  it('counts only a strictly longest correct option (trimmed)', () => {
    expect(isStrictlyLongest({ options: ['long one', 'a', 'b', 'c'], answer: 0 })).toBe(true);
    expect(isStrictlyLongest({ options: ['tie', 'tie', 'b', 'c'], answer: 0 })).toBe(false);
    expect(isStrictlyLongest({ options: ['abc   ', 'abcd', 'b', 'c'], answer: 0 })).toBe(false);
  });
  it('gives the share of such questions', () => {
    const longest = { options: ['long one', 'a', 'b', 'c'], answer: 0 };
    const short = { options: ['a', 'long one', 'b', 'c'], answer: 0 };
    expect(longestCorrectShare([longest, short, short, short])).toBe(0.25);
    expect(longestCorrectShare([])).toBe(0);
  });
});

describe('answer positions', () => {
  it('counts positions and accepts 20 %–30 % inclusive', () => {
    const qs = [0, 0, 1, 2, 3].map((answer) => ({ options: ['a', 'b', 'c', 'd'], answer }));
    expect(positionCounts(qs)).toEqual([2, 1, 1, 1]);
    expect(positionsBalanced([6, 6, 4, 4], 5)).toBe(true);
    expect(positionsBalanced([7, 5, 4, 4], 5)).toBe(false);
    expect(positionsBalanced([6, 6, 5, 3], 5)).toBe(false);
  });
});

describe('explanationAddressesAnswer', () => {
  it('needs a shared significant word or number', () => {
    expect(explanationAddressesAnswer('The fee is 14 days late.', 'Within 14 days')).toBe(true);
    expect(explanationAddressesAnswer('The Gort–Tuam motorway opened in 2017.', 'M17 and M18')).toBe(false);
    expect(explanationAddressesAnswer('Ask the driver about it.', 'The National Transport Authority')).toBe(false);
  });
  it('accepts number words, word stems, possessives and acronyms', () => {
    expect(explanationAddressesAnswer('Standard taxis need 4 doors.', 'At least four')).toBe(true);
    expect(explanationAddressesAnswer('The fee is non-refundable.', 'The fee cannot be refunded')).toBe(true);
    expect(explanationAddressesAnswer("Kent Station is Cork's main station.", 'Cork')).toBe(true);
    expect(explanationAddressesAnswer('The NTA licenses vehicles.', 'The National Transport Authority')).toBe(true);
    expect(explanationAddressesAnswer('LIT is now part of TUS.', 'Technological University of the Shannon (TUS)')).toBe(true);
    expect(explanationAddressesAnswer('Emergency care is centred on UHL.', 'University Hospital Limerick')).toBe(true);
  });
  it('falls back to short words, and passes an option of stop-words only', () => {
    expect(explanationAddressesAnswer('Only the NTA does this.', 'The NTA')).toBe(true);
    expect(explanationAddressesAnswer('Only the Garda does this.', 'The NTA')).toBe(false);
    expect(explanationAddressesAnswer('Anything at all.', 'None')).toBe(true);
  });
});

describe('banned wording', () => {
  it('rejects options that lean on the others', () => {
    for (const o of ['All of the above', 'None of these', 'both A and B']) expect(BANNED_OPTION.test(o), o).toBe(true);
    // "Both of them" is ordinary English in an option ("fails both modules and must resit both of them").
    expect(BANNED_OPTION.test('He must resit both of them')).toBe(false);
    for (const o of ['All passengers', 'None', 'Both drivers', 'Both a taxi and a hackney']) expect(BANNED_OPTION.test(o), o).toBe(false);
  });
  it('rejects sources that cite peers, the spec or this course', () => {
    for (const s of ['Peer study', 'Spec course facts', 'this course, page 3', 'peers']) expect(BANNED_SOURCE.test(s), s).toBe(true);
    for (const s of ['NTA inspection guide', 'Special Considerations, NTA']) expect(BANNED_SOURCE.test(s), s).toBe(false);
  });
  it('finds internal-note phrases in learner text, the longest form once', () => {
    expect(bannedPagePhrases('A Peer Study gives €200; see this course’s own notes.')).toEqual(['peer study', "this course's own notes"]);
    expect(bannedPagePhrases('A peer source.')).toEqual(['peer source']);
    expect(bannedPagePhrases('Your peers at the rank.')).toEqual([]);
  });
});

describe('questionProblems', () => {
  const today = '2026-03-01';
  it('passes a good question', () => {
    expect(questionProblems(question(), today)).toEqual([]);
    expect(questionProblems(question({ verified: today }), today)).toEqual([]);
    expect(questionProblems(question({ verified: '2025-01-01' }), today)).toEqual([]);
  });
  it('names each broken rule', () => {
    const problems = (over: Partial<QuestionLike>) => questionProblems(question(over), today);
    expect(problems({ verified: undefined })).toEqual(['verified date missing']);
    expect(problems({ verified: '2026-03-02' })).toEqual(['verified 2026-03-02 is in the future']);
    expect(problems({ verified: '2024-12-31' })).toEqual(['verified 2024-12-31 is before 2025-01-01']);
    expect(problems({ source: 'Peer study notes' })).toEqual(['source "Peer study notes" must cite the facts, not a peer study, the spec or this course']);
    expect(problems({ options: ['The National Transport Authority', 'All of the above', 'B', 'C'] })).toEqual([
      'option "All of the above" leans on the other options (all/none/both of the above, both A and B)',
    ]);
    expect(problems({ text: 'Does the National Transport Authority license SPSV vehicles?' })).toEqual([
      'the stem gives away its own answer "The National Transport Authority"',
    ]);
    expect(problems({ explanation: 'The NTA licenses vehicles.' })).toEqual(['explanation has 4 words, at least 8 needed']);
    expect(problems({ explanation: 'Drivers are licensed by the Gardaí, not by councils at all.' })).toEqual([
      'explanation shares no significant word or number with the answer "The National Transport Authority"',
    ]);
  });
  it('does not call a short generic answer in the stem a give-away', () => {
    expect(questionProblems(question({ text: 'Which SPSV may use a taxi rank?', options: ['A taxi', 'A hackney', 'A limousine', 'A bus'], explanation: 'Only a taxi may stand or ply for hire at a rank.' }), today)).toEqual([]);
  });
});

describe('giveAways', () => {
  it('finds a distinctive answer in another stem of the pool', () => {
    const a = question({ id: 'c-cork-001', text: "What is Cork city's main railway station?", options: ['Kent Station', 'Heuston', 'Colbert', 'Ceannt'] });
    const b = question({ id: 'c-cork-002', text: 'Kent Station is on which road?' });
    const c = question({ id: 'c-cork-003', text: 'Which town has trains from Kent Station?' });
    expect(giveAways([a, b, c]).map((g) => [g.question.id, g.answer, g.stemsOf.map((q) => q.id)])).toEqual([['c-cork-001', 'Kent Station', ['c-cork-002', 'c-cork-003']]]);
  });
  it('ignores answers that are not distinctive', () => {
    const a = question({ id: 'm01-005', options: ['A taxi', 'A hackney', 'A limousine', 'A bus'] });
    const b = question({ id: 'm05-011', text: 'Where must the fare card be shown in a taxi?' });
    expect(giveAways([a, b])).toEqual([]);
  });
});

describe('sameFactPairs', () => {
  const q = (id: string, text: string, right: string, other = 'Something else entirely') => question({ id, text, options: [right, other, 'A third choice here', 'A fourth choice here'], answer: 0 });
  it('finds two questions asking the same fact in other words', () => {
    const a = q('m04-050', 'Which standard must the first aid kit in an SPSV meet?', 'DIN 13164 or HSA guidance');
    const b = q('m08-057', "Which standard must an SPSV's first-aid kit meet?", 'DIN 13164 or HSA guidance');
    const c = q('m05-025', 'Which form is used to apply for a dispatch operator licence?', 'DO1');
    expect(sameFactPairs([a, b, c]).map(([x, y]) => [x.id, y.id])).toEqual([['m04-050', 'm08-057']]);
  });
  it('keeps questions whose right answers differ, and worked cases with different figures', () => {
    const width = q('m03-033', 'What is the minimum clear width of the wheelchair access door?', '745 mm');
    const height = q('m03-034', 'What is the minimum clear height of the wheelchair access door?', '1,250 mm');
    const xmas = q('m07-021', 'A hire starts at 3pm on Christmas Day. Which rate applies?', 'Special: the highest band');
    const stephen = q('m07-047', "A hire starts at 7am on St Stephen's Day. Which rate applies?", 'Special: the highest band');
    expect(sameFactPairs([width, height, xmas, stephen])).toEqual([]);
    // The same worked case twice is still the same question.
    expect(sameFactPairs([xmas, q('m07-099', 'A hire starts at 3pm on Christmas Day: which rate applies?', 'Special: the highest band')])).toHaveLength(1);
  });
});
