import { describe, expect, it } from 'vitest';
import type { SyllabusPoint } from './syllabus.ts';
import { checkSyllabusTags, distinctiveTerms, isIndustryBank, plausiblyStated, tagList, type LearnerText, type TaggedQuestion } from './syllabus-tags.ts';

const point = (id: string, statement: string, extra: Partial<SyllabusPoint> = {}): SyllabusPoint => ({ id, chapter: id.slice(3, 5), weight: 'core', statement, retired: false, ...extra });

const POINTS = new Map(
  [
    point('IK-07.01.25', 'For soiling or damage you may charge up to €140, but only the actual cost of cleaning or repair.'),
    point('IK-07.01.11', 'The initial charge is fixed and covers up to 500 m or 85 seconds, whichever comes first.'),
    point('IK-02.04.03', 'Apply to renew at least six weeks before the licence expires.'),
    point('IK-05.01.01', 'An old rule about roof signs.', { retired: true }),
  ].map((p) => [p.id, p]),
);

const text = (over: Partial<LearnerText> = {}): LearnerText => ({
  where: 'modules/07-fares/page-02.md',
  module: 7,
  kind: 'page',
  syllabus: ['IK-07.01.25'],
  text: 'Extras\nA passenger who soils the taxi pays the cleaning cost, never more than €140.',
  ...over,
});

const question = (over: Partial<TaggedQuestion> = {}): TaggedQuestion => ({ id: 'm07-001', bank: 'module-07', syllabus: 'IK-07.01.25', ...over });

const check = (texts: LearnerText[], questions: TaggedQuestion[] = []) => checkSyllabusTags({ points: POINTS, texts, questions });

describe('tags', () => {
  it('reads one id or a list, once each', () => {
    expect(tagList(undefined)).toEqual([]);
    expect(tagList('IK-07.01.25')).toEqual(['IK-07.01.25']);
    expect(tagList(['IK-07.01.25', 'IK-07.01.11', 'IK-07.01.25'])).toEqual(['IK-07.01.25', 'IK-07.01.11']);
  });

  it('treats banks module-01…module-11 as Industry Knowledge, not module 12 or a county', () => {
    expect(['module-01', 'module-11'].map(isIndustryBank)).toEqual([true, true]);
    expect(['module-12', 'county-cork', 'module-1'].map(isIndustryBank)).toEqual([false, false, false]);
  });
});

describe('a point plausibly stated', () => {
  it('has as distinctive terms its figures and the 5-letter stems of uncommon words', () => {
    expect([...distinctiveTerms('For soiling you may charge up to €140 for a 30 km trip.').entries()]).toEqual([
      ['soili', 'soiling'],
      ['charg', 'charge'],
      ['140', '140'],
      ['30', '30'],
    ]);
    // "six" is the figure 6; "before" and "licence" are too common to show anything.
    expect([...distinctiveTerms('Renew six weeks before the licence expires.').keys()]).toEqual(['renew', '6', 'weeks', 'expir']);
  });

  it('matches a figure or a word on its first five letters', () => {
    const statement = 'The initial charge covers up to 500 m or 85 seconds.';
    expect(plausiblyStated(statement, 'The meter starts at a fixed amount for the first 500 metres.')).toBe(true);
    expect(plausiblyStated(statement, 'Every journey begins with an initially fixed amount.')).toBe(true);
    expect(plausiblyStated('Renew six weeks ahead.', 'Send the form 6 days ahead.')).toBe(true);
    expect(plausiblyStated(statement, 'The meter starts at a fixed amount for the first half kilometre.')).toBe(false);
  });

  it('cannot check a point with no distinctive term, and passes it', () => {
    expect(plausiblyStated('Drivers must check every vehicle.', 'Nothing in common.')).toBe(true);
  });
});

describe('checkSyllabusTags', () => {
  it('accepts tagged pages and questions that state what they tag', () => {
    expect(check([text(), text({ kind: 'block', where: 'modules/07-fares/vehicle/taxi.md' })], [question(), question({ syllabus: ['IK-07.01.25', 'IK-07.01.11'] })])).toEqual([]);
  });

  it('rejects an unknown or retired id anywhere: page, county page, module 12, any bank', () => {
    const errors = check(
      [text({ syllabus: ['IK-07.01.99'] }), text({ where: 'modules/12-county-area-knowledge/counties/cork.md', module: 12, kind: 'county', syllabus: ['IK-05.01.01'] })],
      [question({ syllabus: 'IK-09.09.09' }), question({ id: 'c-cork-001', bank: 'county-cork', syllabus: ['IK-07.01.25', 'IK-00.00.01'] })],
    );
    expect(errors).toEqual([
      'modules/07-fares/page-02.md: unknown syllabus id IK-07.01.99',
      'modules/12-county-area-knowledge/counties/cork.md: syllabus id IK-05.01.01 is retired: tag the point that replaced it',
      'questions/module-07.yaml: m07-001: unknown syllabus id IK-09.09.09',
      'questions/county-cork.yaml: c-cork-001: unknown syllabus id IK-00.00.01',
    ]);
  });

  it('rejects a page or vehicle block of modules 1–11 without tags; module 12 and county pages are exempt', () => {
    const errors = check([
      text({ where: 'modules/01-the-spsv-industry/page-01.md', module: 1, syllabus: undefined }),
      text({ where: 'modules/11-preparing-for-your-test/vehicle/taxi.md', module: 11, kind: 'block', syllabus: [] }),
      text({ where: 'modules/12-county-area-knowledge/page-01.md', module: 12, syllabus: undefined }),
      text({ where: 'modules/12-county-area-knowledge/counties/cork.md', module: 12, kind: 'county', syllabus: undefined }),
    ]);
    expect(errors).toEqual([
      'modules/01-the-spsv-industry/page-01.md: no syllabus tags: list the learning points this page states (syllabus: [IK-…])',
      'modules/11-preparing-for-your-test/vehicle/taxi.md: no syllabus tags: list the learning points this vehicle block states (syllabus: [IK-…])',
    ]);
  });

  it('rejects an Industry Knowledge question without a tag, not a module 12 or county one', () => {
    const errors = check([], [question({ syllabus: undefined }), question({ id: 'm11-004', bank: 'module-11', syllabus: [] }), question({ id: 'm12-001', bank: 'module-12', syllabus: undefined }), question({ id: 'c-cork-001', bank: 'county-cork', syllabus: undefined })]);
    expect(errors).toEqual([
      'questions/module-07.yaml: m07-001: no syllabus tag: name the learning point(s) its stem and key test',
      'questions/module-11.yaml: m11-004: no syllabus tag: name the learning point(s) its stem and key test',
    ]);
  });

  it('rejects a page tagging a point it does not plausibly state, naming the words looked for', () => {
    const errors = check([text({ syllabus: ['IK-07.01.25', 'IK-07.01.11'] })]);
    expect(errors).toEqual(['modules/07-fares/page-02.md: tags IK-07.01.11 but states none of its distinctive words (initial, charge, fixed, covers, 500, 85, seconds, comes): tag what the page states, or state it']);
  });
});
