import { describe, expect, it } from 'vitest';
import type { AreaCategory } from '#shared/area-categories.ts';
import { areaProblems, areaTargets, countyTownBalance, isCountyTown, TRIVIA_STEM, type AreaQuestion } from './area-check.ts';
import { giveAways, isDistinctivePlace } from './quality.ts';

let next = 0;
const q = (category: AreaCategory | undefined, over: Partial<AreaQuestion> = {}): AreaQuestion => ({
  id: `c-kerry-${String((next += 1)).padStart(3, '0')}`,
  text: `Where is place number ${next}?`,
  options: ['Killarney', 'Listowel', 'Dingle', 'Kenmare'],
  answer: 0,
  source: 'HSE: University Hospital Kerry',
  ...(category ? { category } : {}),
  ...over,
});

/** A bank of `size` that meets every rule: 3 hospitals, the rest towns. */
const goodBank = (size: number, streets = 0): AreaQuestion[] => [
  ...Array.from({ length: 3 }, () => q('hospitals')),
  ...Array.from({ length: streets }, () => q('routes')),
  ...Array.from({ length: size - 3 - streets }, () => q('towns')),
];
const words = (total: number, pages: number) => Array.from({ length: pages }, () => Math.ceil(total / pages));

describe('Area Knowledge depth per county (issue 31)', () => {
  it('sets Dublin, the four other cities and the other counties their own sizes', () => {
    expect(areaTargets('dublin')).toEqual({ bank: 400, words: 8000, pages: 5, streets: 40 });
    for (const city of ['cork', 'galway', 'limerick', 'waterford'] as const) expect(areaTargets(city)).toEqual({ bank: 150, words: 3000, pages: 2, streets: 15 });
    expect(areaTargets('kerry')).toEqual({ bank: 60, words: 1200, pages: 1, streets: 0 });
  });

  it('passes a county bank that meets every rule, at the boundary', () => {
    expect(areaProblems('kerry', goodBank(60), words(1200, 2))).toEqual([]);
    expect(areaProblems('cork', goodBank(150, 15), words(3000, 2))).toEqual([]);
    expect(areaProblems('dublin', goodBank(400, 40), words(8000, 5))).toEqual([]);
  });

  it('fails a bank one short, a city one street or route short, and study text one word or page short', () => {
    expect(areaProblems('kerry', goodBank(59), words(1200, 2))).toEqual(['questions/county-kerry*.yaml: 59 questions, at least 60 needed']);
    expect(areaProblems('galway', goodBank(150, 14), words(3000, 2))).toEqual(['questions/county-galway*.yaml: 14 street and route questions, at least 15 needed']);
    expect(areaProblems('kerry', goodBank(60), [600, 599])).toEqual(['modules/12-county-area-knowledge/counties/kerry/: 1199 words of study text, at least 1200 needed']);
    expect(areaProblems('cork', goodBank(150, 15), [3000])).toEqual(['modules/12-county-area-knowledge/counties/cork/: 1 page(s), at least 2 needed']);
    expect(areaProblems('dublin', goodBank(400, 40), words(8000, 4))).toEqual(['modules/12-county-area-knowledge/counties/dublin/: 4 page(s), at least 5 needed']);
  });

  it('needs three hospital questions and a category on every question', () => {
    const bank = goodBank(60);
    bank[0] = q('towns');
    expect(areaProblems('kerry', bank, words(1200, 2))).toEqual(['questions/county-kerry*.yaml: 2 hospital questions, at least 3 needed']);
    bank[0] = q(undefined);
    expect(areaProblems('kerry', bank, words(1200, 2))[0]).toMatch(/c-kerry-\d+: category missing/);
  });

  it('allows at most 3 % trivia, and refuses a history stem filed as anything else', () => {
    const bank = goodBank(100);
    bank[10] = q('trivia');
    bank[11] = q('trivia');
    bank[12] = q('trivia');
    expect(areaProblems('kerry', bank, words(1200, 2))).toEqual([]);
    bank[13] = q('trivia');
    expect(areaProblems('kerry', bank, words(1200, 2))).toEqual(['questions/county-kerry*.yaml: 4 history or trivia questions, at most 3 (3 %)']);
    const history = q('attractions', { text: 'In what year did Muckross House open to the public?' });
    expect(areaProblems('kerry', [...goodBank(60), history], words(1200, 2))[0]).toMatch(/asks history or trivia \("In what year"\)/);
    for (const stem of ['Which hotel was founded by the Guinness family?', 'What is the nickname of the Kingdom county?', 'Heuston was formerly called what?']) expect(TRIVIA_STEM.test(stem)).toBe(true);
    for (const stem of ['Which road leads from Tralee to Killarney?', 'Which hospital has the emergency department?']) expect(TRIVIA_STEM.test(stem)).toBe(false);
  });

  it('refuses general guides and mirrors as a source', () => {
    const bank = goodBank(60);
    bank[5] = q('towns', { source: 'Wikivoyage: County Kerry' });
    expect(areaProblems('kerry', bank, words(1200, 2))[0]).toMatch(/source "Wikivoyage: County Kerry" is a general guide or mirror/);
  });

  it('keeps the county town from being the key more often than the options it appears with', () => {
    expect(isCountyTown('Tralee', 'Tralee')).toBe(true);
    expect(isCountyTown('Tralee town', 'Tralee')).toBe(true);
    expect(isCountyTown('Cork City', 'Cork')).toBe(true);
    expect(isCountyTown('Tralee Bay', 'Tralee')).toBe(false);
    // Offered in ten questions: it may be the key in three (30 %, rounded up), not four.
    const offering = (keyed: boolean) => q('towns', { options: ['Tralee', 'Killarney', 'Listowel', 'Dingle'], answer: keyed ? 0 : 1 });
    const bank = [...goodBank(60), ...Array.from({ length: 3 }, () => offering(true)), ...Array.from({ length: 7 }, () => offering(false))];
    expect(countyTownBalance(bank, 'Tralee')).toEqual({ offered: 10, keyed: 3, allowed: 3 });
    expect(areaProblems('kerry', bank, words(1200, 2))).toEqual([]);
    bank[bank.length - 1] = offering(true);
    expect(areaProblems('kerry', bank, words(1200, 2))).toEqual([
      'questions/county-kerry*.yaml: Tralee is the key in 4 of the 10 questions offering it, at most 3 (30 %): a learner guessing the county town should not gain',
    ]);
  });
});

describe('give-aways of one-word place answers in county banks (issue 31 §2)', () => {
  const item = (id: string, text: string, key: string) => ({ id, text, options: [key, 'Other one', 'Other two', 'Other three'], answer: 0, explanation: '', source: 's' });

  it('treats a capitalised place word as distinctive, but not a direction or a lower-case word', () => {
    expect(isDistinctivePlace('Beaumont')).toBe(true);
    expect(isDistinctivePlace('The Barrow')).toBe(true);
    expect(isDistinctivePlace('North')).toBe(false);
    expect(isDistinctivePlace('Westbound')).toBe(false);
    expect(isDistinctivePlace('left')).toBe(false);
    expect(isDistinctivePlace('Cobh')).toBe(true);
    expect(isDistinctivePlace('Cong')).toBe(true);
    expect(isDistinctivePlace('Bray')).toBe(true);
    expect(isDistinctivePlace('Naas')).toBe(true);
    expect(isDistinctivePlace('Ely')).toBe(false);
  });

  it("fails a stem that names another item's one-word answer, only in county banks, and never for the county's own name", () => {
    const pool = [item('c-dublin-001', 'Which district is the big northside hospital named after?', 'Beaumont'), item('c-dublin-002', 'Which road runs past Beaumont Hospital?', 'Beaumont Road')];
    expect(giveAways(pool).map((g) => g.question.id)).toEqual([]);
    expect(giveAways(pool, true, 'dublin').map((g) => [g.question.id, g.stemsOf.map((s) => s.id)])).toEqual([['c-dublin-001', ['c-dublin-002']]]);
    const county = [item('c-wicklow-001', 'Which town is the county town of Co Wicklow?', 'Wicklow'), item('c-wicklow-002', 'Which road crosses County Wicklow?', 'N11')];
    expect(giveAways(county, true, 'wicklow')).toEqual([]);
  });
});
