import { z } from 'zod';
import { drawnQuestion, drawResponse, type TestDraw } from '#shared/schemas/practice.ts';

/**
 * An in-progress test. The deadline is absolute (epoch ms) so the remaining time is always
 * derived from the clock: a reload, a sleeping laptop or a faked clock all agree.
 */
const practiceRun = z
  .object({
    version: z.literal(1),
    test: drawResponse.shape.test,
    questions: z.array(drawnQuestion).min(1),
    answers: z.array(z.number().int().min(0).max(3).nullable()),
    index: z.number().int().min(0),
    startedAt: z.number(),
    deadline: z.number(),
    /** The county chosen when it had no own bank and the general test stands in (spec §4). */
    countyNotice: z.string().nullable(),
  })
  .refine((r) => r.answers.length === r.questions.length && r.index < r.questions.length);

export type PracticeRun = z.infer<typeof practiceRun>;

/** What the results screen needs once a run has been saved. */
export interface RunOutcome {
  run: PracticeRun;
  score: number;
  timeSpentSeconds: number;
}

export function newRun(draw: TestDraw, countyNotice: string | null, now: number): PracticeRun {
  return {
    version: 1,
    test: draw.test,
    questions: draw.questions,
    answers: draw.questions.map(() => null),
    index: 0,
    startedAt: now,
    deadline: now + draw.test.timeLimit * 60_000,
    countyNotice,
  };
}

export function scoreOf(run: PracticeRun): number {
  return run.questions.filter((q, i) => run.answers[i] === q.correctAnswer).length;
}

// The key holds the username so two learners sharing a browser never see each other's run.
const storageKey = (username: string) => `spsv-prep:practice-run:${username}`;

export function loadRun(username: string): PracticeRun | null {
  try {
    const raw = window.localStorage.getItem(storageKey(username));
    if (!raw) return null;
    const parsed = practiceRun.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    // Storage blocked or corrupt: start from the list.
    return null;
  }
}

export function saveRun(username: string, run: PracticeRun): void {
  try {
    window.localStorage.setItem(storageKey(username), JSON.stringify(run));
  } catch {
    // Storage full or blocked: the run still works, it just won't survive a reload.
  }
}

export function clearRun(username: string): void {
  try {
    window.localStorage.removeItem(storageKey(username));
  } catch {
    // Nothing to clear.
  }
}
