import { ENTRY_PARTS, quizModuleOf, type EntryPartKey } from '#shared/entry-test.ts';
import { ALL_TESTS, countyTestFor, type CountyOption } from '#shared/practice-tests.ts';
import type { CompiledCourse, CompiledModule, CompiledPlace, CompiledQuestion } from './types.ts';

const INDUSTRY_MODULES: readonly number[] = ENTRY_PARTS[0].modules;

/** An Industry Knowledge or module bank (module-NN), as opposed to a county bank. */
export const isModuleBank = (q: Pick<CompiledQuestion, 'bank'>) => q.bank.startsWith('module-');

/** The questions a catalogue test draws from (DESIGN.md §8); empty for an unknown test. */
export function poolOf(testId: number, questions: readonly CompiledQuestion[]): CompiledQuestion[] {
  const test = ALL_TESTS.find((t) => t.id === testId);
  if (!test) return [];
  if (test.county) return questions.filter((q) => q.bank === `county-${test.county}`);
  return questions.filter((q) => isModuleBank(q) && test.modules.includes(q.module));
}

/**
 * The one answer to "which questions does this test draw?" (issue 28): the draw, readiness and
 * the content check all ask here, so readiness always measures the pool a fresh draw comes from.
 * Built once per process (in app.ts) from the compiled course.
 */
export function createCourse(compiled: CompiledCourse) {
  const byId = new Map(compiled.questions.map((q) => [q.id, q]));
  const byModule = new Map<number, CompiledQuestion[]>();
  for (const q of compiled.questions.filter(isModuleBank)) byModule.set(q.module, [...(byModule.get(q.module) ?? []), q]);
  const industry = compiled.questions.filter((q) => isModuleBank(q) && INDUSTRY_MODULES.includes(q.module));
  const pools = new Map<number, CompiledQuestion[]>();
  const poolFor = (testId: number): readonly CompiledQuestion[] => {
    const quizModule = quizModuleOf(testId);
    if (quizModule !== null) return byModule.get(quizModule) ?? [];
    let pool = pools.get(testId);
    if (!pool) pools.set(testId, (pool = poolOf(testId, compiled.questions)));
    return pool;
  };
  return {
    compiled,
    modules: compiled.modules,
    reference: compiled.reference,
    questions: compiled.questions as readonly CompiledQuestion[],
    question: (id: string): CompiledQuestion | undefined => byId.get(id),
    has: (id: string) => byId.has(id),
    module: (id: number): CompiledModule | undefined => compiled.modules.find((m) => m.id === id),
    /** A module's own bank (module-NN): a module quiz's pool and its readiness. */
    moduleBank: (id: number): readonly CompiledQuestion[] => byModule.get(id) ?? [],
    /** Industry Knowledge: the module banks 1–11. */
    industryPool: (): readonly CompiledQuestion[] => industry,
    poolFor,
    /** The county's Area Knowledge pool: its own bank, or the general one for Other Counties. */
    countyPool: (county: CountyOption): readonly CompiledQuestion[] => poolFor(countyTestFor(county).test.id),
    /** A county's study map (issue 34): its places, with the questions each is linked to. */
    places: (slug: string): readonly CompiledPlace[] => compiled.places[slug] ?? [],
    /** The Entry Test simulator's two parts for a county. */
    simulatorPools: (county: CountyOption): Record<EntryPartKey, readonly CompiledQuestion[]> => ({ industry, area: poolFor(countyTestFor(county).test.id) }),
  };
}

export type Course = ReturnType<typeof createCourse>;
