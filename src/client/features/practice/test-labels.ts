import { resultBand } from '#shared/scoring.ts';

/** "Modules 1–3" for a run of modules, "Module 12" for one, a list otherwise. */
export function modulesCovered(modules: readonly number[]): string {
  const first = modules[0];
  const last = modules.at(-1);
  if (first === undefined || last === undefined) return '';
  if (modules.length === 1) return `Module ${first}`;
  const contiguous = modules.every((m, i) => m === first + i);
  return contiguous ? `Modules ${first}–${last}` : `Modules ${modules.join(', ')}`;
}

/**
 * What a spec practice test is (issue 32 §5): a practice set over some modules, not the Entry
 * Test's module of the same name. The spec's title stays the test's name everywhere else.
 */
export function practiceSetLabel(modules: readonly number[]): string {
  return modules.length === 12 ? 'Practice set: all 12 modules' : `Practice set: ${modulesCovered(modules).toLowerCase()}`;
}

/** Spec §9: the score bar is yellow from 60% and orange below. */
export function scoreBarClass(score: number, total: number): string {
  return resultBand(score, total) === 'low' ? 'bg-orange-500' : 'bg-yellow-400';
}
