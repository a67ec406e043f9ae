import type { Executor } from '../db/client.ts';
import { recordReveals, revealCounts } from '../data/question-reveals.ts';
import { TooManyRequestsError } from '../errors.ts';

/**
 * Distinct questions one learner may be shown in an Irish day, across tests, the simulator and
 * review (issue 27 §1). A full simulator sitting shows 90; an honest heavy day of five sittings
 * and a few quizzes stays under 500 distinct questions. 750 is out of an honest learner's reach
 * and makes copying the bank take days, during which the console shows the account.
 */
export const DAILY_REVEAL_CAP = 750;
/** The console lists accounts from this share of the cap. */
export const REVEAL_WATCH_SHARE = 0.8;

const SECONDS_TO_MIDNIGHT_FALLBACK = 3600;

/** Counts the questions about to be shown against today's cap, refusing (429) past it; records them when allowed. */
export async function revealQuestions(db: Executor, userId: number, questionIds: readonly string[]): Promise<void> {
  const { today, fresh } = await revealCounts(db, userId, questionIds);
  if (fresh > 0 && today + fresh > DAILY_REVEAL_CAP) {
    throw new TooManyRequestsError(
      `You have opened ${today} different questions today, the most one account may see in a day. Review what you have met, and new questions open again tomorrow.`,
      SECONDS_TO_MIDNIGHT_FALLBACK,
    );
  }
  await recordReveals(db, userId, questionIds);
}
