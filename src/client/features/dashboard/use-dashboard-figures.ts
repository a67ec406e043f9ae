import { CARD_TEST_IDS } from '#shared/practice-tests.ts';
import type { CurrentUser } from '#shared/schemas/auth.ts';
import { percent } from '#shared/scoring.ts';
import { checklistCompletion, useChecklists } from '#client/lib/queries/checklists.ts';
import { passedCardTests, useResults } from '#client/lib/queries/practice-results.ts';
import { useReference } from '#client/lib/queries/reference.ts';

export interface DashboardFigure {
  value: number;
  detail: string;
}

/**
 * Real figures instead of the spec's fixed 40% and 60% placeholders (DESIGN.md §12): the share
 * of the three practice tests passed at their best score, and the share of checklist items done.
 */
export function useDashboardFigures(user: CurrentUser): { practice: DashboardFigure; checklists: DashboardFigure } {
  const results = useResults(user.hasPurchased);
  const checklists = useChecklists();
  const reference = useReference();
  const passed = passedCardTests(results.data, user.vehicleType);
  const done = checklistCompletion(checklists.data, reference.data, user.vehicleType);
  return {
    practice: { value: percent(passed, CARD_TEST_IDS.length), detail: `${passed} of ${CARD_TEST_IDS.length} practice tests passed` },
    checklists: { value: done.percent, detail: `${done.done} of ${done.total} checklist items done` },
  };
}
