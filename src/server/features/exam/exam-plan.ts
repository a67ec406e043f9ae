import { ENTRY_PARTS, MODULE_QUIZ_MINUTES, MODULE_QUIZ_SIZE, quizModuleOf, SIMULATOR_TEST_ID, SIMULATOR_TITLE, type EntryPartKey } from '#shared/entry-test.ts';
import { MODULES } from '#shared/modules.ts';
import { AREA_CATEGORY_LABELS, areaDrillCategory, areaDrillId, areaDrillSize, areaDrillTitle, type AreaCategory } from '#shared/area-categories.ts';
import { getTest, isCounty, RETRY_MISTAKES_TEST_ID, RETRY_MISTAKES_TITLE, retryMinutes, type CountyOption } from '#shared/practice-tests.ts';
import type { Course } from '../../course/course.ts';
import type { CompiledQuestion } from '../../course/types.ts';

/** What an attempt at a test holds: its parts, each drawn from its own pool with its own clock. */
export interface PlannedPart {
  key: string;
  title: string;
  timeLimit: number;
  drawSize: number;
  pool: readonly CompiledQuestion[];
}

export interface ExamPlan {
  testId: number;
  title: string;
  description: string;
  county: string | null;
  /** A single-part test has one part and stores none (its clock is the attempt's). */
  inParts: boolean;
  parts: PlannedPart[];
}

export class UnknownTestError extends Error {}

/**
 * The Entry Test simulator (facts §B.1): Industry Knowledge from the course's module banks 1–11,
 * then Area Knowledge from the learner's county bank (the general bank where the county has
 * none), each timed on its own; or just the part the learner has left to pass.
 */
function simulatorPlan(course: Course, county: CountyOption, only?: EntryPartKey): ExamPlan {
  const pools = course.simulatorPools(county);
  const parts = ENTRY_PARTS.filter((p) => !only || p.key === only).map((p) => ({
    key: p.key,
    title: p.title,
    timeLimit: p.minutes,
    drawSize: p.questions,
    pool: pools[p.key],
  }));
  return {
    testId: SIMULATOR_TEST_ID,
    title: SIMULATOR_TITLE,
    description: 'The real Entry Test: Industry Knowledge, 54 questions in 54 minutes, then Area Knowledge for your county, 36 in 36 minutes. 75% to pass each part.',
    county,
    inParts: true,
    parts,
  };
}

/**
 * Practice by category (issue 31 §4): up to 20 of the county's questions of one kind ("Dublin
 * hospitals"), a minute each. The county is required: the drill is on the learner's own bank.
 */
function areaDrillPlan(course: Course, category: AreaCategory, county: string | undefined): ExamPlan {
  if (!isCounty(county)) throw new UnknownTestError('county: a category drill needs one of the 26 counties.');
  const pool = course.countyPool(county).filter((q) => q.category === category);
  if (pool.length === 0) throw new UnknownTestError(`${county} has no ${AREA_CATEGORY_LABELS[category].toLowerCase()} questions to drill.`);
  const info = testInfo(areaDrillId(category), areaDrillSize(pool.length), county);
  return { testId: areaDrillId(category), title: info.title, description: info.description, county, inParts: false, parts: [{ key: 'drill', title: info.title, timeLimit: info.timeLimit, drawSize: areaDrillSize(pool.length), pool }] };
}

export function planExam(course: Course, request: { testId: number; county?: string | undefined; part?: EntryPartKey | undefined }): ExamPlan {
  if (request.testId === SIMULATOR_TEST_ID) return simulatorPlan(course, (request.county ?? 'Dublin') as CountyOption, request.part);
  const category = areaDrillCategory(request.testId);
  if (category) return areaDrillPlan(course, category, request.county);
  const quizModule = quizModuleOf(request.testId);
  if (quizModule !== null) {
    const info = testInfo(request.testId);
    const pool = course.poolFor(request.testId);
    return { testId: request.testId, title: info.title, description: info.description, county: null, inParts: false, parts: [{ key: 'quiz', title: info.title, timeLimit: info.timeLimit, drawSize: MODULE_QUIZ_SIZE, pool }] };
  }
  const test = getTest(request.testId);
  if (!test) throw new UnknownTestError('No such practice test.');
  return {
    testId: test.id,
    title: test.title,
    description: test.description,
    county: null,
    inParts: false,
    parts: [{ key: 'test', title: test.title, timeLimit: test.timeLimitMinutes, drawSize: test.drawSize, pool: course.poolFor(test.id) }],
  };
}

/**
 * Retry my mistakes (issue 32 §6): exactly the questions missed in one marked sitting, each
 * once, in a fresh order with fresh option orders, a minute a question. A question withdrawn
 * from the bank since is left out; null when nothing is left to retry.
 */
export function retryPlan(course: Course, missedIds: readonly string[]): ExamPlan | null {
  const pool = [...new Set(missedIds)].flatMap((id) => course.question(id) ?? []);
  if (pool.length === 0) return null;
  const info = testInfo(RETRY_MISTAKES_TEST_ID, pool.length);
  return {
    testId: RETRY_MISTAKES_TEST_ID,
    title: info.title,
    description: info.description,
    county: null,
    inParts: false,
    parts: [{ key: 'retry', title: info.title, timeLimit: info.timeLimit, drawSize: pool.length, pool }],
  };
}

/**
 * Title and description of a test id, for views and history (the simulator is not in the spec's
 * catalogue). `total`, the attempt's size, sets a retry's clock.
 */
export function testInfo(testId: number, total = 0, county: string | null = null): { title: string; description: string; timeLimit: number } {
  const category = areaDrillCategory(testId);
  if (category) {
    const where = county ?? 'Your county';
    return { title: areaDrillTitle(where, category), description: `${where} Area Knowledge questions on ${AREA_CATEGORY_LABELS[category].toLowerCase()}, a minute each.`, timeLimit: Math.max(1, total) };
  }
  if (testId === RETRY_MISTAKES_TEST_ID) {
    return { title: RETRY_MISTAKES_TITLE, description: 'The questions you missed in one of your tests, asked again.', timeLimit: retryMinutes(total) };
  }
  if (testId === SIMULATOR_TEST_ID) {
    return { title: SIMULATOR_TITLE, description: '', timeLimit: ENTRY_PARTS.reduce((sum, p) => sum + p.minutes, 0) };
  }
  const quizModule = quizModuleOf(testId);
  if (quizModule !== null) {
    const title = MODULES.find((m) => m.id === quizModule)?.title ?? `Module ${quizModule}`;
    return { title: `Module ${quizModule} quiz: ${title}`, description: `A ten-question check on module ${quizModule}.`, timeLimit: MODULE_QUIZ_MINUTES };
  }
  const test = getTest(testId);
  return { title: test?.title ?? `Test ${testId}`, description: test?.description ?? '', timeLimit: test?.timeLimitMinutes ?? 0 };
}
