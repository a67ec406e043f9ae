import { countySlug, DEFAULT_COUNTY, isCounty, isCountyOption } from '#shared/practice-tests.ts';
import type { StudyPlanResponse } from '#shared/schemas/study-plan.ts';
import { irishDay, todaysPlan } from '#shared/study-plan.ts';
import type { Course } from '../../course/course.ts';
import type { Executor } from '../../db/client.ts';
import { countDue } from '../../data/question-memory.ts';
import { findPlan, type StudyPlan } from '../../data/study-plans.ts';
import { listProgress } from '../../data/training-progress.ts';
import { readinessFor } from '../../learning/readiness.ts';

/** Reviews count for today when they fall due within a day, as the sidebar badge counts them. */
export const TODAY_WINDOW_MS = 86_400_000;


/**
 * Pages of the course not yet read, from the learner's progress in their own vehicle type. Of
 * module 12's county pages only the learner's own county counts: the test is set for that one.
 */
export function pagesLeft(course: Course, progress: readonly { moduleId: number; vehicleType: string; progress: number; isCompleted: boolean }[], vehicleType: string, county: string | null = null): number {
  return course.modules.reduce((left, m) => {
    const record = progress.find((p) => p.moduleId === m.id && p.vehicleType === vehicleType);
    const read = record?.isCompleted ? 1 : (record?.progress ?? 0) / 100;
    const ownCountyPages = isCounty(county) ? (m.counties[countySlug(county)]?.length ?? 0) : 0;
    return left + Math.round((m.pages.length + ownCountyPages) * (1 - read));
  }, 0);
}

/** The learner's plan and what today holds (issue 19 §5). */
export async function studyPlanFor(db: Executor, course: Course, user: { id: number; vehicleType: string }, now = new Date(), saved?: StudyPlan): Promise<StudyPlanResponse> {
  const plan = saved ?? (await findPlan(db, user.id));
  const [progress, reviewsDue] = [await listProgress(db, user.id), await countDue(db, user.id, new Date(now.getTime() + TODAY_WINDOW_MS))];
  const ready = await readinessFor(db, course, user.id, isCountyOption(plan.county) ? plan.county : DEFAULT_COUNTY, now);
  const today = todaysPlan({
    today: irishDay(now),
    testDate: plan.testDate,
    pagesLeft: pagesLeft(course, progress, user.vehicleType, plan.county),
    reviewsDue,
    industryKnowledge: ready.industryKnowledge.probability,
    areaKnowledge: ready.county.probability,
  });
  return { ...plan, today };
}
