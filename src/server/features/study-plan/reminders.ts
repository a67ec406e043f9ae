import { z } from 'zod';
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
const BATCH = 50;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The reminder email: today's plan, and in every one the one-click unsubscribe link. */
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
  return { to: target.email, subject: "Your SPSV study plan for today", text, userId: target.userId };
}

/** Sends today's reminder to every opted-in learner not yet reminded today; returns how many. */
export async function sendDailyReminders(deps: { db: Db; mailer: Mailer; course: Course; publicUrl: string }, day: string, now = new Date()): Promise<number> {
  let sent = 0;
  for (;;) {
    const targets = await claimReminders(deps.db, day, BATCH);
    for (const target of targets) {
      const plan = await studyPlanFor(deps.db, deps.course, { id: target.userId, vehicleType: target.vehicleType }, now, { testDate: target.testDate, county: target.county, reminders: true });
      await deps.mailer.send(reminderMail(target, plan, deps.publicUrl));
      sent += 1;
    }
    if (targets.length < BATCH) return sent;
  }
}

const jobData = z.object({ day: z.iso.date().optional() });

export function reminderJob(deps: Parameters<typeof sendDailyReminders>[0]): JobHandler {
  return {
    queue: REMINDER_QUEUE,
    cron: REMINDER_CRON,
    async run(data) {
      const { day } = jobData.parse(data ?? {});
      await sendDailyReminders(deps, day ?? irishDay(new Date()));
    },
  };
}
