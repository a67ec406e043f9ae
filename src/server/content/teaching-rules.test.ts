import { describe, expect, it } from 'vitest';
import type { LearnerText } from './syllabus-tags.ts';
import { checkTeaching, FACTS_FILE_SOURCE, wordingProblems, type TeachingQuestion } from './teaching-rules.ts';

const question = (over: Partial<TeachingQuestion> = {}): TeachingQuestion => ({
  id: 'm07-010',
  bank: 'module-07',
  text: 'What is the most you may charge a passenger for soiling your taxi?',
  options: ['€140', '€100', '€200', '€50'],
  answer: 0,
  explanation: 'The fare order caps the soiling charge at €140, and you may only ask for the real cost of cleaning or repair, so a smaller mess costs less.',
  source: 'Manual ed. 8, ch. 7, p. 121',
  ...over,
});

const page = (text: string): LearnerText => ({ where: 'modules/07-fares/page-03.md', module: 7, kind: 'page', syllabus: ['IK-07.01.18'], text });

describe('wording the course once got wrong', () => {
  it('rejects the special rate as "Friday to Sunday", in any spelling', () => {
    for (const text of ['The special rate applies Friday to Sunday nights.', 'from friday  to  Sunday', 'Friday–Sunday, midnight to 4am', 'Friday through Sunday']) {
      expect(wordingProblems(text), text).toEqual([expect.stringMatching(/Friday into Saturday and Saturday into Sunday/)]);
    }
    expect(wordingProblems('Midnight to 4am on Friday into Saturday and Saturday into Sunday.')).toEqual([]);
  });

  it('rejects Tariff A as "the next 15 km"', () => {
    for (const text of ['Tariff A covers the next 15 km or 43 minutes.', 'for the next 15km', 'the next 15 kilometres', 'the next 15 kilometers']) {
      expect(wordingProblems(text), text).toEqual([expect.stringMatching(/15 km from the start/)]);
    }
    expect(wordingProblems('Tariff B starts 15 km from the start; Tariff A covers the 14.5 km after the initial charge.')).toEqual([]);
  });

  it('recognises a source that names our facts file', () => {
    for (const source of ['Facts file §B.1', 'spsv-facts.md', 'FACTS-VEH', 'SPSV facts', 'our fact file']) expect(FACTS_FILE_SOURCE.test(source), source).toBe(true);
    for (const source of ['Manual ed. 8, ch. 7, p. 120', 'NTA fare order of 1 Dec 2024', 'citizensinformation.ie SPSV page']) expect(FACTS_FILE_SOURCE.test(source), source).toBe(false);
  });
});

describe('checkTeaching', () => {
  it('names the page or question of each problem, in options and explanations too', () => {
    const { errors } = checkTeaching(
      [page('On Friday to Sunday nights the special rate applies.')],
      [question({ options: ['For the next 15 km', 'For 10 km', 'For 20 km', 'For 5 km'] }), question({ id: 'm07-011', source: 'SPSV facts file §B' })],
    );
    expect(errors).toEqual([
      'modules/07-fares/page-03.md: the special rate is midnight–4am on Friday into Saturday and Saturday into Sunday, not "Friday to Sunday"',
      'questions/module-07.yaml: m07-010: Tariff A runs until 15 km from the start of the journey (14.5 km after the initial charge), not for "the next 15 km"',
      'questions/module-07.yaml: m07-011: source "SPSV facts file §B" names our facts file: name the public source it rests on (manual ed. 8 with chapter and page, NTA, TFI, statute...)',
    ]);
  });

  it('fails a restating explanation in module and county banks, and only counts the Other Counties bank (issue 31)', () => {
    const restating = { explanation: 'You may charge up to €140 for soiling your taxi.' };
    const { errors, notes } = checkTeaching(
      [],
      [
        question(restating),
        question({ ...restating, id: 'm12-001', bank: 'module-12' }),
        question({ ...restating, id: 'c-cork-001', bank: 'county-cork' }),
        question({ ...restating, id: 'c-other-001', bank: 'county-other' }),
        question({ ...restating, id: 'c-other-002', bank: 'county-other' }),
        question({ id: 'c-cork-003', bank: 'county-cork' }),
      ],
    );
    expect(errors).toEqual([
      'questions/module-07.yaml: m07-010: the explanation only restates the key (0 significant words beyond the stem and answer): say why it is right, and why a tempting option is wrong',
      'questions/module-12.yaml: m12-001: the explanation only restates the key (0 significant words beyond the stem and answer): say why it is right, and why a tempting option is wrong',
      'questions/county-cork.yaml: c-cork-001: the explanation only restates the key (0 significant words beyond the stem and answer): say why it is right, and why a tempting option is wrong',
    ]);
    expect(notes).toEqual(['2 Other Counties explanations only restate the key (a bank no selector offers)']);
    expect(checkTeaching([], [question()]).notes).toEqual([]);
  });
});
