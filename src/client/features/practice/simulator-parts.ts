import type { AttemptResult, MarkedItem } from '#shared/schemas/attempts.ts';

type MarkedPart = NonNullable<AttemptResult['parts']>[number];

/**
 * The marked questions of each simulator part, in order, so each part is numbered from 1 as the
 * real test numbers it (issue 32 §9): Area Knowledge question 1, not question 55. Items come in
 * position order and each part holds `total` of them.
 */
export function itemsByPart(result: AttemptResult): { part: MarkedPart; items: MarkedItem[] }[] {
  let start = 0;
  return (result.parts ?? []).map((part) => {
    const items = result.items.slice(start, start + part.total);
    start += part.total;
    return { part, items };
  });
}

/**
 * What the result says at a glance. One part passed and one not is neither "Passed!" nor a
 * combined "Try Again" (issue 32 §9): the pass stands for a year, and only the other part is sat again.
 */
export function simulatorVerdict(result: AttemptResult): { passed: boolean; label: string; resit: MarkedPart | null } {
  const parts = result.parts ?? [];
  const passed = parts.filter((p) => p.passed);
  const failed = parts.filter((p) => !p.passed);
  if (parts.length > 1 && passed.length > 0 && failed.length > 0) {
    return { passed: false, label: `${passed.map((p) => p.title).join(' and ')} passed`, resit: failed.length === 1 ? (failed[0] ?? null) : null };
  }
  return { passed: result.passed, label: result.passed ? 'Passed!' : 'Try Again', resit: null };
}
