import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { API } from '#shared/api-paths.ts';
import type { StudyPlanResponse } from '#shared/schemas/study-plan.ts';
import { irishDay } from '#shared/study-plan.ts';
import type { Course } from '../../course/course.ts';
import type { Db } from '../../db/client.ts';
import { claimReminders, type ReminderTarget } from '../../data/study-plans.ts';
import type { JobHandler } from '../../lib/jobs.ts';
import type { Mail, Mailer } from '../../lib/mailer.ts';
import { studyPlanFor } from './study-plan.ts';

/** Daily study reminders (issue 19 §5): opt-in, at 8 am Irish time, one per learner per day. */
export const REMINDER_QUEUE = 'study-reminders';
export const REMINDER_CRON = '0 8 * * *';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * The one-click unsubscribe headers (RFC 2369, RFC 8058): mail clients show their own
 * "Unsubscribe" button and POST `List-Unsubscribe=One-Click` to the URL. There is no mailto:
 * address beside it because nothing reads mail sent to the app.
 */
export function unsubscribeHeaders(publicUrl: string, token: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${publicUrl}${API.remindersOneClickUnsubscribe}?token=${token}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** The reminder email: today's plan, and in every one the unsubscribe link and headers. */
export function reminderMail(target: ReminderTarget, plan: StudyPlanResponse, publicUrl: string): Mail {
  const { today } = plan;
  const tasks = [
    today.pagesToday > 0 ? `- Read ${plural(today.pagesToday, 'page')} of the course (${today.pagesLeft} left).` : '- The reading is done: well done.',
    today.reviewsDue > 0 ? `- Review ${plural(today.reviewsDue, 'question')} that ${today.reviewsDue === 1 ? 'is' : 'are'} due.` : '- No reviews are due today.',
    ...(today.mock ? ['- Sit an Entry Test simulator: your readiness says you are close.'] : []),
  ];
  const text = [
    `Hello ${target.username},`,
    '',
    today.summary,
    '',
    "Today's plan:",
    ...tasks,
    '',
    `Open your dashboard: ${publicUrl}/dashboard`,
    '',
    '--',
    'You get this email because you turned on study reminders in SPSV Prep.',
    `Unsubscribe with one click: ${publicUrl}/unsubscribe?token=${target.unsubscribeToken}`,
    `Or turn reminders off in Settings: ${publicUrl}/settings`,
  ].join('\n');
  return { to: target.email, subject: 'Your SPSV study plan for today', text, userId: target.userId, headers: unsubscribeHeaders(publicUrl, target.unsubscribeToken) };
}

export interface ReminderDeps {
  db: Db;
  mailer: Mailer;
  course: Course;
  publicUrl: string;
  log?: FastifyBaseLogger;
}

/** One learner's reminder could not be made or queued; their claim was rolled back with it. */
class ReminderFailed extends Error {
  constructor(
    readonly userId: number,
    cause: unknown,
  ) {
    super(`study reminder for user ${userId} not queued`, { cause });
  }
}

/**
 * Queues today's reminder for every opted-in learner not yet reminded today; returns how many.
 * Each learner is claimed and their mail queued in one transaction (issue 27 §8), so a crash or
 * an error between the two leaves them unclaimed for the job's retry, never marked reminded
 * without a mail. A learner whose reminder fails is skipped for the rest of this run, and the
 * run then fails so pg-boss retries it; any other error (the database away) ends the run at once.
 */
export async function sendDailyReminders(deps: ReminderDeps, day: string, now = new Date()): Promise<number> {
  let sent = 0;
  const failed: ReminderFailed[] = [];
  for (;;) {
    try {
      const done = await deps.db.transaction(async (tx) => {
        const [target] = await claimReminders(tx, day, 1, failed.map((f) => f.userId));
        if (!target) return true;
        try {
          const plan = await studyPlanFor(tx, deps.course, { id: target.userId, vehicleType: target.vehicleType }, now, { testDate: target.testDate, county: target.county, reminders: true });
          await deps.mailer.send(reminderMail(target, plan, deps.publicUrl), tx);
        } catch (error) {
          throw new ReminderFailed(target.userId, error);
        }
        return false;
      });
      if (done) break;
      sent += 1;
    } catch (error) {
      if (!(error instanceof ReminderFailed)) throw error;
      failed.push(error);
      deps.log?.error({ err: error.cause, userId: error.userId }, 'study reminder not queued; the job will retry it');
    }
  }
  if (failed.length > 0) throw new Error(`${failed.length} study reminder(s) for ${day} could not be queued`, { cause: failed[0] });
  return sent;
}

const jobData = z.object({ day: z.iso.date().optional() });

export function reminderJob(deps: ReminderDeps): JobHandler {
  return {
    queue: REMINDER_QUEUE,
    cron: REMINDER_CRON,
    async run(data) {
      const { day } = jobData.parse(data ?? {});
      await sendDailyReminders(deps, day ?? irishDay(new Date()));
    },
  };
}
