import { AREA_CATEGORIES } from '#shared/area-categories.ts';
import type { ReferenceData } from '#shared/schemas/reference.ts';
import { createCourse } from './course.ts';
import type { CompiledCourse, CompiledQuestion } from './types.ts';

const question = (id: string, module: number, bank: string): CompiledQuestion => ({
  id,
  module,
  text: `Question ${id}?`,
  options: ['right', 'wrong a', 'wrong b', 'wrong c'],
  answer: 0,
  explanation: 'Because.',
  source: 'test',
  bank,
});

/**
 * A small course for unit tests of the pools, the draw plan and readiness: module banks 1–11 with
 * `perModule` questions each (module 7 twice as many), three county banks of `perCounty` (Cork,
 * Dublin, and the general one of Other Counties), and (unless told not to) a stray module-12
 * question in a module bank that no Industry Knowledge pool may take. The reference data is never read by these modules.
 */
export function testCourse(perModule = 12, perCounty = 40, strayModule12 = true) {
  const modules: CompiledQuestion[] = Array.from({ length: 11 }, (_, m) => m + 1).flatMap((m) => {
    const bank = `module-${String(m).padStart(2, '0')}`;
    const count = m === 7 ? perModule * 2 : perModule;
    return Array.from({ length: count }, (_, i) => question(`m${String(m).padStart(2, '0')}-${String(i + 1).padStart(3, '0')}`, m, bank));
  });
  // County questions take the categories in turn, except trivia (issue 31): hospitals are every ninth.
  const kinds = AREA_CATEGORIES.filter((c) => c !== 'trivia');
  const counties = (['cork', 'dublin', 'other'] as const).flatMap((key) =>
    Array.from({ length: perCounty }, (_, i) => ({ ...question(`${key}-${String(i + 1).padStart(3, '0')}`, 12, `county-${key}`), category: kinds[i % kinds.length] })),
  );
  const compiled: CompiledCourse = {
    modules: Array.from({ length: 12 }, (_, i) => ({ id: i + 1, pages: [], vehicle: {}, counties: {} })),
    questions: [...modules, ...(strayModule12 ? [question('m12-001', 12, 'module-12')] : []), ...counties],
    reference: {} as ReferenceData,
    places: {},
  };
  return createCourse(compiled);
}
