import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import { MODULES, moduleFolderName } from '#shared/modules.ts';
import { ALL_TESTS, COUNTY_BANK_KEYS, COUNTY_SLUGS, type CountySlug } from '#shared/practice-tests.ts';
import { centres, checklistTemplates, licenceData, referenceData, type ReferenceData } from '#shared/schemas/reference.ts';
import { loadGlossary } from './glossary.ts';
import { countWords, renderMarkdown, splitFrontMatter } from './markdown.ts';
import { bannedPagePhrases, giveAways, longestCorrectShare, positionCounts, positionsBalanced, questionProblems, sameFactPairs } from './quality.ts';
import { isModuleBank, poolOf } from '../course/course.ts';
import { readTaster, tasterFilePath, tasterProblems } from '../course/taster.ts';
import { COUNTY_MODULE_ID, type CompiledBlock, type CompiledCourse, type CompiledModule, type CompiledPage, type CompiledQuestion } from '../course/types.ts';
import { bankSchema, blockFrontMatter, MIN_BLOCK_WORDS, MIN_PAGE_WORDS, pageFrontMatter, vehicleKey } from './schemas.ts';
import type { CoverageReport } from '#shared/schemas/coverage.ts';
import { checkSyllabus } from './syllabus-check.ts';
import { areaProblems } from './area-check.ts';
import { loadPlaces } from './places-check.ts';
import type { LearnerText } from './syllabus-tags.ts';

export interface LoadResult {
  course: CompiledCourse;
  errors: string[];
  /** Worth printing, never failing the build (e.g. county explanations that restate the key). */
  notes: string[];
  /** Syllabus coverage (issue 29), counted even when there are errors. */
  coverage: CoverageReport;
}

/** Hands a page's or block's tags and learner text to the syllabus and wording rules. */
type Collect = (where: string, syllabus: readonly string[] | undefined, text: string) => void;

/** Bank rules of content/README.md ("Question banks"). */
const MIN_MODULE_BANKS_TOTAL = 600; // module banks 1–11 together
const MIN_MODULE_BANK = 40; // each of modules 1–11 (module 12 needs only to be represented)
const MIN_BANK_FOR_SHARES = 20; // position and longest-option shares apply to banks of 20+
const ANSWER_POSITION_SLACK = 5; // each position correct in 25 % ± 5 percentage points
const MAX_LONGEST_CORRECT_SHARE = 0.3; // correct option strictly the longest in at most 30 %
const MIN_OTHER_BANK = 40; // the general Other Counties bank; each county's own: area-check.ts (issue 31)

const percent = (share: number) => `${Math.round(share * 1000) / 10} %`;

/** Learner text must not cite internal research notes. */
function checkPhrases(where: string, text: string, errors: string[]): void {
  for (const phrase of bannedPagePhrases(text)) errors.push(`${where}: mentions "${phrase}" (learner pages must not cite internal notes)`);
}

function issues(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
}

/** One page file: front matter, word count and learner-text rules (content/README.md "Page file"). */
function loadPage(file: string, where: string, errors: string[], collect: Collect, wordCounts?: number[]): CompiledPage | undefined {
  try {
    const { data, body } = splitFrontMatter(fs.readFileSync(file, 'utf8'));
    const front = pageFrontMatter.safeParse(data);
    if (!front.success) {
      errors.push(`${where}: ${issues(front.error)}`);
      return undefined;
    }
    const words = countWords(body);
    if (words < MIN_PAGE_WORDS) errors.push(`${where}: ${words} words, at least ${MIN_PAGE_WORDS} needed`);
    wordCounts?.push(words);
    checkPhrases(where, [body, ...front.data.keyPoints].join('\n'), errors);
    collect(where, front.data.syllabus, [front.data.title, body, ...front.data.keyPoints].join('\n'));
    return { title: front.data.title, html: renderMarkdown(body), keyPoints: front.data.keyPoints, ...(front.data.image ? { imageUrl: front.data.image } : {}) };
  } catch (error) {
    errors.push(`${where}: ${(error as Error).message}`);
    return undefined;
  }
}

/** The `page-NN.md` files of a folder, numbered from 01 without gaps, in reading order. */
function loadPages(dir: string, rel: (file: string) => string, errors: string[], collect: Collect, wordCounts?: number[]): CompiledPage[] {
  const pageFiles = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => /^page-\d{2}\.md$/.test(f)).sort() : [];
  const pages: CompiledPage[] = [];
  pageFiles.forEach((file, index) => {
    const expected = `page-${String(index + 1).padStart(2, '0')}.md`;
    if (file !== expected) errors.push(`${rel(file)}: pages must be numbered without gaps (expected ${expected})`);
    const page = loadPage(path.join(dir, file), rel(file), errors, collect, wordCounts);
    if (page) pages.push(page);
  });
  return pages;
}

/** Words of each county's study pages, in order (issue 31's study-text minimums). */
type CountyWords = Partial<Record<CountySlug, number[]>>;

function loadModule(dir: string, id: number, errors: string[], texts: LearnerText[], countyWords: CountyWords): CompiledModule {
  const collect = (kind: LearnerText['kind']): Collect => (where, syllabus, text) => texts.push({ where, module: id, kind, syllabus, text });
  const rel = (f: string) => path.relative(path.dirname(path.dirname(dir)), path.join(dir, f));
  const pages = loadPages(dir, rel, errors, collect('page'));
  const counties: CompiledModule['counties'] = {};
  const countyDir = path.join(dir, 'counties');
  for (const entry of fs.existsSync(countyDir) ? fs.readdirSync(countyDir) : []) {
    const where = rel(path.join('counties', entry));
    const folder = path.join(countyDir, entry);
    if (id !== COUNTY_MODULE_ID || !(COUNTY_SLUGS as readonly string[]).includes(entry) || !fs.statSync(folder).isDirectory()) {
      errors.push(`${where}: county pages belong in module ${COUNTY_MODULE_ID}, in a folder named after a county (counties/<${COUNTY_SLUGS.join('|')}>/page-NN.md)`);
      continue;
    }
    const words: number[] = [];
    counties[entry as CountySlug] = loadPages(folder, (f) => rel(path.join('counties', entry, f)), errors, collect('county'), words);
    countyWords[entry as CountySlug] = words;
  }
  if (id === COUNTY_MODULE_ID) {
    for (const slug of COUNTY_SLUGS.filter((c) => (counties[c]?.length ?? 0) === 0)) errors.push(`${rel(path.join('counties', slug, 'page-01.md'))}: missing (every county needs its study pages)`);
  }
  const vehicle: Record<string, CompiledBlock> = {};
  const vehicleDir = path.join(dir, 'vehicle');
  const blockFiles = fs.existsSync(vehicleDir) ? fs.readdirSync(vehicleDir).filter((f) => f.endsWith('.md')) : [];
  for (const file of blockFiles) {
    const where = rel(path.join('vehicle', file));
    const key = vehicleKey.safeParse(file.replace(/\.md$/, ''));
    if (!key.success) {
      errors.push(`${where}: ${issues(key.error)}`);
      continue;
    }
    try {
      const { data, body } = splitFrontMatter(fs.readFileSync(path.join(vehicleDir, file), 'utf8'));
      const front = blockFrontMatter.safeParse(data);
      if (!front.success) {
        errors.push(`${where}: ${issues(front.error)}`);
        continue;
      }
      if (countWords(body) < MIN_BLOCK_WORDS) errors.push(`${where}: at least ${MIN_BLOCK_WORDS} words needed`);
      checkPhrases(where, [body, ...front.data.additionalKeyPoints].join('\n'), errors);
      collect('block')(where, front.data.syllabus, [body, ...front.data.additionalKeyPoints].join('\n'));
      vehicle[key.data] = { html: renderMarkdown(body), keyPoints: front.data.additionalKeyPoints };
    } catch (error) {
      errors.push(`${where}: ${(error as Error).message}`);
    }
  }
  return { id, pages, vehicle, counties };
}

function loadQuestions(dir: string, errors: string[]): CompiledQuestion[] {
  const today = new Date().toISOString().slice(0, 10);
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.yaml')).sort() : [];
  const all: CompiledQuestion[] = [];
  const ids = new Set<string>();
  const texts = new Set<string>();
  for (const file of files) {
    const name = file.replace(/\.yaml$/, '');
    const moduleMatch = /^module-(\d{2})$/.exec(name);
    // A county bank may be split over parts: county-dublin.yaml, county-dublin-places.yaml, …
    const countyMatch = /^county-([a-z]+)(?:-[a-z]+)?$/.exec(name);
    const bank = countyMatch ? `county-${countyMatch[1]}` : name;
    if (!moduleMatch && !(countyMatch && (COUNTY_BANK_KEYS as readonly string[]).includes(countyMatch[1] ?? ''))) {
      errors.push(`questions/${file}: unknown bank name (module-NN.yaml or county-<${COUNTY_BANK_KEYS.join('|')}>[-<part>].yaml)`);
      continue;
    }
    let parsed;
    try {
      parsed = bankSchema.safeParse(parseYaml(fs.readFileSync(path.join(dir, file), 'utf8')));
    } catch (error) {
      errors.push(`questions/${file}: ${(error as Error).message}`);
      continue;
    }
    if (!parsed.success) {
      errors.push(`questions/${file}: ${issues(parsed.error)}`);
      continue;
    }
    const questions = parsed.data.questions;
    for (const q of questions) {
      const text = q.text.toLowerCase().replace(/\s+/g, ' ');
      if (ids.has(q.id)) errors.push(`questions/${file}: duplicate question id ${q.id}`);
      if (texts.has(text)) errors.push(`questions/${file}: duplicate question "${q.text}"`);
      if (moduleMatch && q.module !== Number(moduleMatch[1])) errors.push(`questions/${file}: ${q.id} is tagged module ${q.module}`);
      ids.add(q.id);
      texts.add(text);
      for (const problem of questionProblems(q, today, Boolean(countyMatch) && countyMatch?.[1] !== 'other')) errors.push(`questions/${file}: ${q.id}: ${problem}`);
      all.push({ ...q, bank });
    }
    if (questions.length < MIN_BANK_FOR_SHARES) continue;
    const positions = positionCounts(questions);
    if (!positionsBalanced(positions, ANSWER_POSITION_SLACK)) {
      errors.push(`questions/${file}: correct answers unbalanced across positions (${positions.join('/')}); each must be 25 % ± ${ANSWER_POSITION_SLACK} points`);
    }
    const longest = longestCorrectShare(questions);
    if (countyMatch && longest > MAX_LONGEST_CORRECT_SHARE) {
      errors.push(`questions/${file}: the correct option is the strictly longest in ${percent(longest)} of questions, at most ${percent(MAX_LONGEST_CORRECT_SHARE)}`);
    }
  }
  return all;
}

function readYaml(file: string, errors: string[]): unknown {
  try {
    return parseYaml(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    errors.push(`data/${path.basename(file)}: ${(error as Error).message}`);
    return undefined;
  }
}

/** Licence data, checklist templates, approved vehicles and centres (content/data). */
function loadReference(dir: string, errors: string[]): ReferenceData {
  const parts = {
    licenceData: licenceData.safeParse(readYaml(path.join(dir, 'licence-data.yaml'), errors)),
    checklists: checklistTemplates.safeParse(readYaml(path.join(dir, 'checklists.yaml'), errors)),
    vehicles: referenceData.shape.vehicles.safeParse((readYaml(path.join(dir, 'vehicles.yaml'), errors) as { vehicles?: unknown } | undefined)?.vehicles),
    centres: centres.safeParse(readYaml(path.join(dir, 'centres.yaml'), errors)),
  };
  for (const [name, result] of Object.entries(parts)) {
    if (!result.success) errors.push(`data/${name}: ${issues(result.error)}`);
  }
  const reference = referenceData.safeParse(Object.fromEntries(Object.entries(parts).map(([k, r]) => [k, r.data])));
  // Only ever returned together with errors, which stop the build and fail the content check.
  if (!reference.success) return { licenceData: {}, checklists: { driver: [], vehicle: [] }, vehicles: [], centres: { nctCentres: [], spsvCentres: [] } } as unknown as ReferenceData;
  for (const list of ['driver', 'vehicle'] as const) {
    const ids = reference.data.checklists[list].map((i) => i.id);
    if (new Set(ids).size !== ids.length) errors.push(`data/checklists: duplicate item id in the ${list} list`);
  }
  const models = reference.data.vehicles.map((v) => `${v.manufacturer} ${v.model}`.toLowerCase());
  if (new Set(models).size !== models.length) errors.push('data/vehicles: duplicate make and model');
  return reference.data;
}

/** Sizes, longest-option share and give-aways across banks (content/README.md "Question banks"). */
function checkBanks(questions: readonly CompiledQuestion[], errors: string[], countyWords: CountyWords): void {
  const moduleQuestions = questions.filter(isModuleBank);
  const missing = MODULES.filter((m) => !moduleQuestions.some((q) => q.module === m.id)).map((m) => m.id);
  if (missing.length > 0) errors.push(`questions: no questions for module(s) ${missing.join(', ')}`);
  const core = moduleQuestions.filter((q) => q.module <= 11);
  if (core.length < MIN_MODULE_BANKS_TOTAL) errors.push(`questions: module banks 1–11 hold ${core.length}, at least ${MIN_MODULE_BANKS_TOTAL} needed`);
  for (const m of MODULES.filter((m) => m.id <= 11)) {
    const size = core.filter((q) => q.module === m.id).length;
    if (size < MIN_MODULE_BANK) errors.push(`questions/module-${String(m.id).padStart(2, '0')}.yaml: ${size} questions, at least ${MIN_MODULE_BANK} needed`);
  }
  const longest = longestCorrectShare(core);
  if (longest > MAX_LONGEST_CORRECT_SHARE) {
    errors.push(`questions: the correct option is the strictly longest in ${percent(longest)} of module 1–11 questions, at most ${percent(MAX_LONGEST_CORRECT_SHARE)}`);
  }
  for (const slug of COUNTY_SLUGS) errors.push(...areaProblems(slug, questions.filter((q) => q.bank === `county-${slug}`), countyWords[slug] ?? []));
  const other = questions.filter((q) => q.bank === 'county-other');
  if (other.length < MIN_OTHER_BANK) errors.push(`questions/county-other.yaml: ${other.length} questions, at least ${MIN_OTHER_BANK} needed`);
  const countyPools = COUNTY_BANK_KEYS.map((key) => ({ key, pool: questions.filter((q) => q.bank === `county-${key}`) }));
  const pools = [moduleQuestions, ...countyPools.map((c) => c.pool)];
  for (const { question, answer, stemsOf } of [...giveAways(moduleQuestions), ...countyPools.flatMap(({ key, pool }) => giveAways(pool, key !== 'other', key))]) {
    errors.push(`questions/${question.bank}.yaml: ${question.id}: its answer "${answer}" is given away by the stem${stemsOf.length > 1 ? 's' : ''} of ${stemsOf.map((q) => q.id).join(', ')}`);
  }
  for (const [a, b] of pools.flatMap((pool) => sameFactPairs(pool))) {
    errors.push(`questions/${b.bank}.yaml: ${b.id} asks the same fact as ${a.id} (${a.bank}): keep one, or ask a different fact`);
  }
}

export function loadCourse(contentDir: string): LoadResult {
  const errors: string[] = [];
  const modulesDir = path.join(contentDir, 'modules');
  const known = new Set(MODULES.map(moduleFolderName));
  for (const entry of fs.existsSync(modulesDir) ? fs.readdirSync(modulesDir) : []) {
    if (!known.has(entry)) errors.push(`modules/${entry}: not a course module folder (expected one of ${[...known].join(', ')})`);
  }
  const texts: LearnerText[] = [];
  const countyWords: CountyWords = {};
  const modules = MODULES.map((m) => loadModule(path.join(modulesDir, moduleFolderName(m)), m.id, errors, texts, countyWords));
  const questions = loadQuestions(path.join(contentDir, 'questions'), errors);
  if (questions.length > 0) {
    for (const test of ALL_TESTS) {
      const pool = poolOf(test.id, questions).length;
      if (pool < test.drawSize) errors.push(`questions: "${test.title}" draws ${test.drawSize} but its bank holds ${pool}`);
    }
    checkBanks(questions, errors, countyWords);
  }
  const reference = loadReference(path.join(contentDir, 'data'), errors);
  const places = loadPlaces(path.join(contentDir, 'data', 'places'), (slug) => questions.filter((q) => q.bank === `county-${slug}`));
  errors.push(...places.errors);
  // The glossary ships in the client bundle (it is free to read); checked here with the rest.
  errors.push(...loadGlossary(path.join(contentDir, 'data', 'glossary.yaml')).errors);
  // The free taster is public (issue 32 §7): checked here too, so a reused paid question fails the build.
  const taster = readTaster(tasterFilePath(contentDir));
  errors.push(...taster.errors, ...(taster.taster ? tasterProblems(taster.taster, questions) : []));
  const syllabus = checkSyllabus(contentDir, texts, questions);
  errors.push(...syllabus.errors);
  return { course: { modules, questions, reference, places: places.places }, errors, notes: syllabus.notes, coverage: syllabus.coverage };
}
