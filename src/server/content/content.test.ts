import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { stringify } from 'yaml';
import { CITY_COUNTIES, COUNTY_BANK_KEYS, COUNTY_SLUGS, COUNTY_TESTS, countySlug, GENERAL_COUNTY_TEST_ID } from '#shared/practice-tests.ts';
import { poolOf as poolFor } from '../course/course.ts';
import { loadCourse } from './load.ts';
import type { Question } from './schemas.ts';

const CONTENT = path.resolve(import.meta.dirname, '../../../content');

// Each case compiles a copy of the whole course (over 3,000 questions since issue 30): a few
// seconds of CPU each, far more on a loaded CI machine running the API suite beside it.
vi.setConfig({ testTimeout: 180_000 });

const copies: string[] = [];
// A run leaves no temporary folder behind (issue 14).
afterAll(() => {
  for (const dir of copies) fs.rmSync(dir, { recursive: true, force: true });
});

/** A copy of the real content to break one rule at a time. */
function copyContent(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spsv-content-'));
  copies.push(dir);
  fs.cpSync(CONTENT, dir, { recursive: true });
  return dir;
}

const longBody = `${'Plain words for the learner to read. '.repeat(60)}\n`;

describe('the real course content', () => {
  const { course, errors } = loadCourse(CONTENT);

  it('passes every rule of DESIGN.md §8', () => {
    expect(errors).toEqual([]);
  });

  it('has all twelve modules with at least five pages each', () => {
    expect(course.modules.map((m) => m.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    for (const m of course.modules) expect(m.pages.length + Object.keys(m.counties).length, `module ${m.id}`).toBeGreaterThanOrEqual(5);
  });

  it('has a study page for each of the 26 counties in module 12 only (issue 21)', () => {
    expect(Object.keys(course.modules[11]?.counties ?? {}).sort()).toEqual([...COUNTY_SLUGS].sort());
    expect(course.modules.slice(0, 11).every((m) => Object.keys(m.counties).length === 0)).toBe(true);
  });

  it('has the vehicle blocks spec §3 lists', () => {
    const keys = (id: number) => Object.keys(course.modules[id - 1]?.vehicle ?? {}).sort();
    expect(keys(5)).toEqual(['limousine', 'wheelchair_accessible_taxi']);
    expect(keys(6)).toEqual(['hackney', 'limousine', 'taxi', 'wheelchair_accessible']);
    for (const id of [7, 8, 9, 10, 11]) expect(keys(id)).toEqual(['limousine', 'taxi']);
  });

  it('renders inert HTML', () => {
    const html = course.modules.flatMap((m) => m.pages.map((p) => p.html)).join('');
    expect(html).not.toMatch(/<script|onerror=|javascript:/i);
  });

  it('fills every test with a full-length pool', () => {
    expect(poolFor(1, course.questions).length).toBeGreaterThanOrEqual(40);
    expect(poolFor(3, course.questions).length).toBeGreaterThanOrEqual(25);
    expect(poolFor(4, course.questions).length).toBeGreaterThanOrEqual(120);
    for (const test of COUNTY_TESTS) expect(poolFor(test.id, course.questions).length, test.title).toBeGreaterThanOrEqual(test.id === GENERAL_COUNTY_TEST_ID ? 36 : 40);
  });
});

describe('the content check rejects', () => {
  it('a page with two key points', () => {
    const dir = copyContent();
    fs.writeFileSync(
      path.join(dir, 'modules/01-the-spsv-industry/page-01.md'),
      `---\ntitle: Too few points\nkeyPoints:\n  - The first key point is long enough to count.\n  - The second key point is long enough to count.\n---\n${longBody}`,
    );
    expect(loadCourse(dir).errors.join('\n')).toMatch(/page-01\.md: keyPoints: a page needs 3 to 5 key points/);
  });

  it('a county without its study pages, pages for no county, pages outside module 12, and a gap in a county\'s pages', () => {
    const dir = copyContent();
    const counties = path.join(dir, 'modules/12-county-area-knowledge/counties');
    fs.renameSync(path.join(counties, 'kerry'), path.join(counties, 'atlantis'));
    fs.mkdirSync(path.join(dir, 'modules/01-the-spsv-industry/counties/cork'), { recursive: true });
    fs.copyFileSync(path.join(counties, 'cork/page-01.md'), path.join(dir, 'modules/01-the-spsv-industry/counties/cork/page-01.md'));
    fs.copyFileSync(path.join(counties, 'carlow/page-01.md'), path.join(counties, 'carlow/page-09.md'));
    const errors = loadCourse(dir).errors.filter((e) => e.includes('counties/') && !/words of study text|page\(s\), at least/.test(e));
    expect(errors).toEqual([
      expect.stringMatching(/^modules\/01-the-spsv-industry\/counties\/cork: county pages belong in module 12/),
      expect.stringMatching(/^modules\/12-county-area-knowledge\/counties\/atlantis: county pages belong in module 12/),
      expect.stringMatching(/^modules\/12-county-area-knowledge\/counties\/carlow\/page-09\.md: pages must be numbered without gaps \(expected page-0\d\.md\)/),
      'modules/12-county-area-knowledge/counties/kerry/page-01.md: missing (every county needs its study pages)',
    ]);
  });

  it('an unknown vehicle key', () => {
    const dir = copyContent();
    fs.writeFileSync(path.join(dir, 'modules/01-the-spsv-industry/vehicle/minibus.md'), `---\nadditionalKeyPoints: []\n---\n${longBody}`);
    expect(loadCourse(dir).errors.join('\n')).toMatch(/vehicle\/minibus\.md: .*unknown vehicle key "minibus"/);
  });

  it('a duplicate question, a missing explanation and a bank smaller than its draw', () => {
    const dir = copyContent();
    const file = path.join(dir, 'questions/county-waterford.yaml');
    // The bank may be split over parts (issue 31): this case replaces them all with one small file.
    for (const part of fs.readdirSync(path.join(dir, 'questions')).filter((f) => f.startsWith('county-waterford'))) fs.rmSync(path.join(dir, 'questions', part));
    const q = (id: string, text: string, explanation: string) =>
      `  - id: ${id}\n    module: 12\n    text: "${text}"\n    options: ["A place", "B place", "C place", "D place"]\n    answer: 1\n    explanation: "${explanation}"\n    source: "test"\n`;
    fs.writeFileSync(
      file,
      `questions:\n${q('c-waterford-001', 'Which place is the answer here?', 'Because it is.')}${q('c-waterford-002', 'Which place is the answer here?', '')}`,
    );
    const errors = loadCourse(dir).errors.join('\n');
    expect(errors).toMatch(/county-waterford\.yaml: .*explanation missing/);
    expect(errors).toMatch(/"Waterford Area Knowledge" draws 36 but its bank holds 0/);
    expect(errors).toMatch(/county-waterford\*\.yaml: 0 questions, at least 150 needed/);
    fs.writeFileSync(file, `questions:\n${q('c-waterford-001', 'Which place is the answer here?', 'Because it is.')}${q('c-waterford-002', 'Which place is the answer here?', 'Also because.')}`);
    expect(loadCourse(dir).errors.join('\n')).toMatch(/duplicate question "Which place is the answer here\?"/);
  });

  it('a question with three options or an answer out of range', () => {
    const dir = copyContent();
    fs.writeFileSync(
      path.join(dir, 'questions/county-cork.yaml'),
      'questions:\n  - id: c-cork-001\n    module: 12\n    text: "Where is this thing found?"\n    options: ["A", "B", "C"]\n    answer: 4\n    explanation: "An explanation."\n    source: "test"\n',
    );
    const errors = loadCourse(dir).errors.join('\n');
    expect(errors).toMatch(/exactly four options/);
    expect(errors).toMatch(/answer/);
  });
});

/**
 * Fixture banks that meet every question rule: answers cycle through positions 0–3, the
 * correct option is one character shorter than the others, the explanation names it, and no
 * answer appears in a stem. Each test below breaks one rule.
 */
type Banks = Map<string, Question[]>;

function fixtureQuestion(bank: string, n: number): Question {
  const county = /^county-(\w+)$/.exec(bank)?.[1];
  const id = county ? `c-${county}-${String(n).padStart(3, '0')}` : `m${bank.slice(-2)}-${String(n).padStart(3, '0')}`;
  const answer = (n - 1) % 4;
  return {
    id,
    module: county ? 12 : Number(bank.slice(-2)),
    text: `Fixture question ${n} of ${bank}: which reply is right?`,
    options: [0, 1, 2, 3].map((i) => (i === answer ? `Right reply ${id}` : `Wrong reply ${id}${i}`)),
    answer,
    explanation: `The right reply to ${id} is the one this fixture marks as right, because every fixture defines its answer in advance.`,
    source: 'NTA fixture page',
    verified: '2025-06-01',
    // County questions (issue 31): three hospitals, then 45 streets (a city needs 40), then towns.
    ...(county ? { category: n <= 3 ? 'hospitals' : n <= 48 ? 'streets' : 'towns' } : {}),
    // Industry Knowledge questions cite a learning point (issue 29); any known one will do here.
    ...(county || bank === 'module-12' ? {} : { syllabus: `IK-${bank.slice(-2)}.01.01` }),
  };
}

const bankOf = (bank: string, size: number) => Array.from({ length: size }, (_, i) => fixtureQuestion(bank, i + 1));
const moduleBank = (id: number) => `module-${String(id).padStart(2, '0')}`;

const CITY_SLUGS = CITY_COUNTIES.map(countySlug) as readonly string[];

/** Each county bank's least size (issue 31): Dublin 400, the other cities 150, the rest 60, the general bank 40. */
const countyBankSize = (county: string) => (county === 'dublin' ? 400 : CITY_SLUGS.includes(county) ? 150 : county === 'other' ? 40 : 60);

/** 11 × 55 = 605 questions in modules 1–11, 10 in module 12, and each county bank at its least size. */
function defaultBanks(): Banks {
  const banks: Banks = new Map();
  for (let id = 1; id <= 11; id++) banks.set(moduleBank(id), bankOf(moduleBank(id), 55));
  banks.set('module-12', bankOf('module-12', 10));
  for (const county of COUNTY_BANK_KEYS) banks.set(`county-${county}`, bankOf(`county-${county}`, countyBankSize(county)));
  return banks;
}

/** A copy of the content whose question banks are the fixture banks, after `change`. */
function fixtureContent(change: (banks: Banks) => void = () => undefined): string {
  const dir = copyContent();
  const questionsDir = path.join(dir, 'questions');
  fs.rmSync(questionsDir, { recursive: true });
  fs.mkdirSync(questionsDir);
  const banks = defaultBanks();
  change(banks);
  for (const [bank, questions] of banks) fs.writeFileSync(path.join(questionsDir, `${bank}.yaml`), stringify({ questions }));
  return dir;
}

const questionErrors = (change?: (banks: Banks) => void) => loadCourse(fixtureContent(change)).errors.filter((e) => e.startsWith('questions'));
const first = (banks: Banks, bank: string, index = 0) => banks.get(bank)?.[index] as Question;
/** The correct option becomes strictly the longest. */
const makeLongest = (q: Question) => {
  q.options[q.answer] = `${q.options[q.answer]} and more`;
};

describe('question rules (issue 20)', () => {
  it('the fixture banks pass every question rule', () => {
    expect(questionErrors()).toEqual([]);
  });

  it('1. verified is required, not in the future and not before 2025', () => {
    expect(questionErrors((b) => delete first(b, 'module-01').verified)).toEqual(['questions/module-01.yaml: m01-001: verified date missing']);
    expect(questionErrors((b) => (first(b, 'module-01').verified = '2999-01-01'))).toEqual(['questions/module-01.yaml: m01-001: verified 2999-01-01 is in the future']);
    expect(questionErrors((b) => (first(b, 'county-cork').verified = '2024-12-31'))).toEqual(['questions/county-cork.yaml: c-cork-001: verified 2024-12-31 is before 2025-01-01']);
    const today = new Date().toISOString().slice(0, 10);
    const boundary = (b: Banks) => {
      first(b, 'module-01').verified = today;
      first(b, 'module-02').verified = '2025-01-01';
    };
    expect(questionErrors(boundary)).toEqual([]);
  });

  it('1. source does not cite a peer study, the spec or this course', () => {
    const message = (source: string) => `questions/module-01.yaml: m01-001: source "${source}" must cite the facts, not a peer study, the spec or this course`;
    for (const source of ['Peer study notes', 'Spec course notes', 'Notes of this course']) {
      expect(questionErrors((b) => (first(b, 'module-01').source = source))).toEqual([message(source)]);
    }
    // Nor our facts file (issue 29): `source` names the public source.
    expect(questionErrors((b) => (first(b, 'county-cork').source = 'spsv-facts.md §C'))).toEqual([
      'questions/county-cork.yaml: c-cork-001: source "spsv-facts.md §C" names our facts file: name the public source it rests on (manual ed. 8 with chapter and page, NTA, TFI, statute...)',
    ]);
    expect(questionErrors((b) => (first(b, 'module-01').source = 'NTA inspection guide; Special Considerations'))).toEqual([]);
  });

  it('2. module banks 1–11 hold 600 together and 40 each; module 12 needs one', () => {
    const small = (b: Banks) => {
      b.set('module-04', bankOf('module-04', 39));
      b.set('module-05', bankOf('module-05', 71));
    };
    expect(questionErrors(small)).toEqual(['questions/module-04.yaml: 39 questions, at least 40 needed']);
    expect(questionErrors((b) => b.set('module-11', bankOf('module-11', 49)))).toEqual(['questions: module banks 1–11 hold 599, at least 600 needed']);
    expect(questionErrors((b) => b.delete('module-12'))).toEqual(['questions: no questions for module(s) 12']);
    // Exactly 600, one module at exactly 40, module 12 with a single question.
    const boundary = (b: Banks) => {
      b.set('module-01', bankOf('module-01', 40));
      b.set('module-02', bankOf('module-02', 65));
      b.set('module-12', bankOf('module-12', 1));
    };
    expect(questionErrors(boundary)).toEqual([]);
  });

  it('2b. every county has a bank of 60 or more, the four other cities 150 and Dublin 400 (issue 31)', () => {
    expect(questionErrors((b) => b.set('county-kerry', bankOf('county-kerry', 59)))).toEqual(['questions/county-kerry*.yaml: 59 questions, at least 60 needed']);
    expect(questionErrors((b) => b.set('county-cork', bankOf('county-cork', 149)))).toEqual(['questions/county-cork*.yaml: 149 questions, at least 150 needed']);
    expect(questionErrors((b) => b.set('county-dublin', bankOf('county-dublin', 399)))).toEqual(['questions/county-dublin*.yaml: 399 questions, at least 400 needed']);
    expect(questionErrors((b) => b.delete('county-leitrim'))).toEqual([
      'questions: "Leitrim Area Knowledge" draws 36 but its bank holds 0',
      'questions/county-leitrim*.yaml: 0 questions, at least 60 needed',
      'questions/county-leitrim*.yaml: 0 hospital questions, at least 3 needed',
    ]);
    expect(questionErrors((b) => b.set('county-atlantis', bankOf('county-atlantis', 40)))[0]).toMatch(/^questions\/county-atlantis\.yaml: unknown bank name/);
  });

  it('2c. a county bank split over parts (county-kerry-places.yaml) is one bank, sized and checked together', () => {
    const split = (b: Banks) => {
      const kerry = b.get('county-kerry') ?? [];
      b.set('county-kerry', kerry.slice(0, 30));
      b.set('county-kerry-places', kerry.slice(30));
    };
    expect(questionErrors(split)).toEqual([]);
    const short = (b: Banks) => {
      split(b);
      b.get('county-kerry-places')?.pop();
    };
    expect(questionErrors(short)).toEqual(['questions/county-kerry*.yaml: 59 questions, at least 60 needed']);
    const twice = (b: Banks) => {
      split(b);
      b.get('county-kerry-places')?.push({ ...first(b, 'county-kerry'), text: 'Another stem for the same id?' });
    };
    expect(questionErrors(twice)).toEqual(['questions/county-kerry.yaml: duplicate question id c-kerry-001']);
  });

  it('3. the correct option is strictly the longest in at most 30 % of modules 1–11 and of each county bank', () => {
    // 600 module questions: 181 longest is 30.2 %, 180 is 30 %.
    const longest = (count: number) => (b: Banks) => {
      b.set('module-11', bankOf('module-11', 50));
      [...b.entries()].filter(([bank]) => bank !== 'module-12' && bank.startsWith('module-')).flatMap(([, qs]) => qs).slice(0, count).forEach(makeLongest);
    };
    expect(questionErrors(longest(181))).toEqual(['questions: the correct option is the strictly longest in 30.2 % of module 1–11 questions, at most 30 %']);
    expect(questionErrors(longest(180))).toEqual([]);
    // Cork's 150: 46 longest is 30.7 %, 45 is 30 %.
    expect(questionErrors((b) => b.get('county-cork')?.slice(0, 46).forEach(makeLongest))).toEqual([
      'questions/county-cork.yaml: the correct option is the strictly longest in 30.7 % of questions, at most 30 %',
    ]);
    expect(questionErrors((b) => b.get('county-cork')?.slice(0, 45).forEach(makeLongest))).toEqual([]);
    // A tie for longest does not count; module 12 is outside the module 1–11 share.
    const tie = (q: Question) => {
      q.options[q.answer] = `${q.options[q.answer]}x`;
    };
    expect(questionErrors((b) => b.get('county-cork')?.forEach(tie))).toEqual([]);
    expect(questionErrors((b) => b.get('module-12')?.forEach(makeLongest))).toEqual([]);
  });

  it('4. no "all/none/both of the above" or "both A and B" options', () => {
    for (const option of ['All of the above', 'None of these', 'Both A and B']) {
      expect(questionErrors((b) => (first(b, 'module-01').options[1] = option))).toEqual([
        `questions/module-01.yaml: m01-001: option "${option}" leans on the other options (all/none/both of the above, both A and B)`,
      ]);
    }
    expect(questionErrors((b) => (first(b, 'module-01').options[1] = 'All passengers'))).toEqual([]);
  });

  it('5. each answer position is correct in 20 %–30 % of a bank of 20 or more', () => {
    const answers = (bank: string, counts: number[]) => (b: Banks) => {
      const positions = counts.flatMap((n, position) => Array<number>(n).fill(position));
      b.get(bank)?.forEach((q, i) => {
        const correct = q.options[q.answer] as string;
        q.options[q.answer] = q.options[positions[i] as number] as string;
        q.options[positions[i] as number] = correct;
        q.answer = positions[i] as number;
      });
    };
    // Kerry's 60: 19 is 31.7 %, 11 is 18.3 %; 18 and 12 are 30 % and 20 %.
    expect(questionErrors(answers('county-kerry', [19, 15, 14, 12]))).toEqual([
      'questions/county-kerry.yaml: correct answers unbalanced across positions (19/15/14/12); each must be 25 % ± 5 points',
    ]);
    expect(questionErrors(answers('county-kerry', [18, 18, 13, 11]))).toEqual([
      'questions/county-kerry.yaml: correct answers unbalanced across positions (18/18/13/11); each must be 25 % ± 5 points',
    ]);
    expect(questionErrors(answers('county-kerry', [18, 18, 12, 12]))).toEqual([]);
    // A bank under 20 is not checked.
    const small = (b: Banks) => {
      b.set('module-12', bankOf('module-12', 19));
      answers('module-12', [19, 0, 0, 0])(b);
    };
    expect(questionErrors(small)).toEqual([]);
  });

  it('6. a stem does not give away its own answer or another answer of its pool', () => {
    expect(questionErrors((b) => (first(b, 'module-01').text = 'Is Right reply m01-001 the right reply?'))).toEqual([
      'questions/module-01.yaml: m01-001: the stem gives away its own answer "Right reply m01-001"',
    ]);
    expect(questionErrors((b) => (first(b, 'module-12').text = 'Which reply follows Right reply m01-001?'))).toEqual([
      'questions/module-01.yaml: m01-001: its answer "Right reply m01-001" is given away by the stem of m12-001',
    ]);
    expect(questionErrors((b) => (first(b, 'county-cork').text = 'Which reply follows Right reply c-cork-002?'))).toEqual([
      'questions/county-cork.yaml: c-cork-002: its answer "Right reply c-cork-002" is given away by the stem of c-cork-001',
    ]);
    // Pools are separate: a county stem may hold a module answer.
    expect(questionErrors((b) => (first(b, 'county-cork').text = 'Which reply follows Right reply m01-001?'))).toEqual([]);
    // A short generic answer ("A taxi") is not distinctive.
    const taxi = (b: Banks) => {
      const q = first(b, 'module-01');
      q.options[q.answer] = 'A taxi';
      q.explanation = 'Only a taxi may stand or ply for hire at a rank or be hailed in the street.';
      first(b, 'module-02').text = 'Where must the fare card be shown in a taxi?';
    };
    expect(questionErrors(taxi)).toEqual([]);
  });

  it('7. an explanation has 8+ words and shares a significant word or number with the answer', () => {
    expect(questionErrors((b) => (first(b, 'module-01').explanation = 'Because the fixture says so.'))).toEqual([
      'questions/module-01.yaml: m01-001: explanation has 5 words, at least 8 needed',
    ]);
    expect(questionErrors((b) => (first(b, 'module-01').explanation = 'This explanation talks about something else entirely, sadly.'))).toEqual([
      'questions/module-01.yaml: m01-001: explanation shares no significant word or number with the answer "Right reply m01-001"',
    ]);
    expect(questionErrors((b) => (first(b, 'module-01').explanation = 'Only one option here carries the code m01-001 at its end, so it is the keyed reply.'))).toEqual([]);
  });
  it('9. two questions of a pool do not ask the same fact', () => {
    const same = (b: Banks) => {
      const a = first(b, 'module-04');
      const c = first(b, 'module-08');
      for (const q of [a, c]) {
        q.options[q.answer] = 'DIN 13164 or HSA guidance';
        q.explanation = 'The first aid kit must meet DIN 13164 or follow HSA guidance, so that it holds what a first-aider needs.';
      }
      a.text = 'Which standard must the first aid kit in an SPSV meet?';
      c.text = "Which standard must an SPSV's first-aid kit meet?";
    };
    expect(questionErrors(same)).toEqual(['questions/module-08.yaml: m08-001 asks the same fact as m04-001 (module-04): keep one, or ask a different fact']);
  });
});

describe('learner pages (issue 20)', () => {
  const page = (keyPoint: string, body: string) =>
    `---\ntitle: A clean page on different licences\nkeyPoints:\n  - ${keyPoint}\n  - The second key point is long enough to count.\n  - The third key point is long enough to count.\nsyllabus: [IK-01.01.01]\n---\n${body}`;
  const pageErrors = (dir: string, file: string) => loadCourse(dir).errors.filter((e) => e.startsWith(file));

  it('8. do not cite peer study, peer source or the course\'s own notes', () => {
    const dir = copyContent();
    // Only pages matter here: without the banks (thousands of questions) each load takes a moment, not seconds.
    fs.rmSync(path.join(dir, 'questions'), { recursive: true });
    const file = 'modules/01-the-spsv-industry/page-01.md';
    fs.writeFileSync(path.join(dir, file), page('The first key point is long enough to count.', `A peer study gives a figure.\n\n${longBody}`));
    expect(pageErrors(dir, file)).toEqual([`${file}: mentions "peer study" (learner pages must not cite internal notes)`]);
    fs.writeFileSync(path.join(dir, file), page("A Peer Source gives this figure for the fine.", longBody));
    expect(pageErrors(dir, file)).toEqual([`${file}: mentions "peer source" (learner pages must not cite internal notes)`]);
    fs.writeFileSync(path.join(dir, file), page('The first key point is long enough to count.', `Your peers at the rank can help.\n\n${longBody}`));
    expect(pageErrors(dir, file)).toEqual([]);
    const block = 'modules/01-the-spsv-industry/vehicle/taxi.md';
    const blockText = (keyPoint: string) => `---\nadditionalKeyPoints:\n  - ${keyPoint}\n  - A second key point on two different licences.\nsyllabus: [IK-01.01.01]\n---\n${longBody}`;
    fs.writeFileSync(path.join(dir, block), blockText("See this course's own notes for the figure."));
    expect(pageErrors(dir, block)).toEqual([`${block}: mentions "this course's own notes" (learner pages must not cite internal notes)`]);
    fs.writeFileSync(path.join(dir, block), blockText('Check the current figure with the NTA.'));
    expect(pageErrors(dir, block)).toEqual([]);
  });
});

describe('the free taster (issue 32 §7)', () => {
  it('fails the content check when a taster question is one of the paid bank questions', () => {
    const dir = copyContent();
    const bankQuestion = (fs.readFileSync(path.join(dir, 'questions', 'module-01.yaml'), 'utf8').match(/^ {4}text: "(.+)"$/m) ?? [])[1];
    if (!bankQuestion) throw new Error('module-01.yaml has no question text');
    const file = path.join(dir, 'data', 'taster.yaml');
    const taster = fs.readFileSync(file, 'utf8');
    const firstStem = /^ {4}text: "(.+)"$/m.exec(taster)?.[1] ?? '';
    fs.writeFileSync(file, taster.replace(`text: "${firstStem}"`, `text: "${bankQuestion.toUpperCase()}"`));
    expect(loadCourse(dir).errors.filter((e) => e.startsWith('data/taster.yaml'))).toEqual([
      expect.stringMatching(/^data\/taster\.yaml: t-001 is the paid bank question m\d{2}-\d{3}: the free taster must ask questions of its own$/),
    ]);
  });
});
