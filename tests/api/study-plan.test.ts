import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StudyPlanResponse } from '../../src/shared/schemas/study-plan.ts';
import { irishDay } from '../../src/shared/study-plan.ts';
import { REMINDER_QUEUE } from '../../src/server/features/study-plan/reminders.ts';
import { JOBS_SCHEMA } from '../../src/server/lib/jobs.ts';
import { caller, course, payingLearner as payingLearnerOf } from '../support/exam.ts';
import { startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher.ts';
import { useTestApp } from '../support/test-app.ts';
import { signUp } from '../support/users.ts';

let smtp: SmtpCatcher;
const ctx = useTestApp(async () => {
  smtp = await startSmtpCatcher();
  return { env: { SMTP_URL: smtp.url }, jobs: true, deps: { course } };
});
afterAll(() => smtp?.close());

const call = caller(() => ctx.app);
const payingLearner = () => payingLearnerOf(ctx);
const totalPages = course.modules.reduce((n, m) => n + m.pages.length, 0);

/** The mail body as text: quoted-printable soft breaks joined and `=3D` decoded. */
const bodyOf = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

describe('study plan', () => {
  it('is for paying learners only', async () => {
    expect((await call('GET', '/api/study-plan')).statusCode).toBe(401);
    const { cookie } = await signUp(ctx.app);
    expect((await call('GET', '/api/study-plan', cookie)).statusCode).toBe(402);
    expect((await call('PUT', '/api/study-plan', cookie, { reminders: true })).statusCode).toBe(402);
  });

  it('starts empty with reminders off, saves a date and county, and plans the pages left over the days', async () => {
    const { cookie } = await payingLearner();
    const first = (await call('GET', '/api/study-plan', cookie)).json<StudyPlanResponse>();
    expect(first).toMatchObject({ testDate: null, county: null, reminders: false, today: { daysLeft: null, pagesLeft: totalPages, reviewsDue: 0, mock: false } });

    const in13 = irishDay(new Date(Date.now() + 13 * 86_400_000));
    const saved = await call('PUT', '/api/study-plan', cookie, { testDate: in13, county: 'Cork' });
    expect(saved.statusCode).toBe(200);
    const plan = saved.json<StudyPlanResponse>();
    expect(plan).toMatchObject({ testDate: in13, county: 'Cork', reminders: false, today: { daysLeft: 13, pagesToday: Math.ceil(totalPages / 10) } });
    // Fields not sent keep their values.
    const again = (await call('PUT', '/api/study-plan', cookie, { reminders: true })).json<StudyPlanResponse>();
    expect(again).toMatchObject({ testDate: in13, county: 'Cork', reminders: true });
    const cleared = (await call('PUT', '/api/study-plan', cookie, { testDate: null })).json<StudyPlanResponse>();
    expect(cleared).toMatchObject({ testDate: null, county: 'Cork', today: { daysLeft: null } });
  });

  it('counts reading progress in the learner’s own vehicle type', async () => {
    const { cookie } = await payingLearner();
    const module1 = course.modules.find((m) => m.id === 1);
    await call('POST', '/api/training/progress', cookie, { moduleId: 1, vehicleType: 'taxi', progress: 100, isCompleted: true });
    const plan = (await call('GET', '/api/study-plan', cookie)).json<StudyPlanResponse>();
    expect(plan.today.pagesLeft).toBe(totalPages - (module1?.pages.length ?? 0));
  });

  it('counts the reviews due within the day, as the sidebar badge does', async () => {
    const { cookie } = await payingLearner();
    const q = course.questions.find((x) => x.bank === 'module-01');
    if (!q) throw new Error('no module 1 question');
    // A missed question falls due again within a day: today's plan must count it.
    await call('POST', `/api/review/${q.id}/answer`, cookie, { selected: (q.answer + 1) % 4 });
    expect((await call('GET', '/api/study-plan', cookie)).json<StudyPlanResponse>().today.reviewsDue).toBe(1);
  });

  it('refuses a bad date, an unknown county and an empty update with a 400 naming the problem', async () => {
    const { cookie } = await payingLearner();
    const badDate = await call('PUT', '/api/study-plan', cookie, { testDate: '2026-02-31' });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json<{ message: string }>().message).toMatch(/testDate/);
    const badCounty = await call('PUT', '/api/study-plan', cookie, { county: 'Atlantis' });
    expect(badCounty.statusCode).toBe(400);
    expect(badCounty.json<{ message: string }>().message).toMatch(/county/);
    expect((await call('PUT', '/api/study-plan', cookie, {})).statusCode).toBe(400);
    expect((await call('PUT', '/api/study-plan', cookie, { reminders: 'yes' })).statusCode).toBe(400);
  });
});

describe('study reminders on the job queue', () => {
  let boss: PgBoss;
  beforeAll(async () => {
    boss = new PgBoss({ connectionString: ctx.database.url, schema: JOBS_SCHEMA, supervise: false, schedule: false, migrate: false });
    await boss.start();
  });
  afterAll(() => boss?.stop({ graceful: false, wait: true }));

  /** Sends the daily job as the schedule would, for `day`, and waits until a worker has finished it. */
  async function runDailyJob(day: string): Promise<void> {
    const id = await boss.send(REMINDER_QUEUE, { day });
    for (let waited = 0; waited < 15_000; waited += 100) {
      const job = id ? await boss.getJobById(REMINDER_QUEUE, id) : null;
      if (job?.state === 'completed') return;
      if (job?.state === 'failed') throw new Error(`reminder job failed: ${JSON.stringify(job.output)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('reminder job never completed');
  }
  /** Reminders queued for `email` in the outbox (the job has finished queueing when it completes). */
  const queuedFor = async (email: string) =>
    (await ctx.database.pool.query<{ n: number }>("select count(*)::int as n from outbox_emails where to_address = $1 and subject = 'Your SPSV study plan for today'", [email.toLowerCase()])).rows[0]?.n;

  it('the app schedules the reminders every morning in Irish time', async () => {
    const schedules = await boss.getSchedules();
    expect(schedules).toEqual([expect.objectContaining({ name: REMINDER_QUEUE, cron: '0 8 * * *', options: expect.objectContaining({ tz: 'Europe/Dublin' }) })]);
  });

  it('mails only opted-in learners, once a day, and stops after the unsubscribe link', async () => {
    const optedIn = await payingLearner();
    const optedOut = await payingLearner();
    const neverSet = await payingLearner();
    await call('PUT', '/api/study-plan', optedIn.cookie, { reminders: true, testDate: irishDay(new Date(Date.now() + 20 * 86_400_000)) });
    await call('PUT', '/api/study-plan', optedOut.cookie, { county: 'Galway' });

    await runDailyJob('2026-11-25');
    expect(await queuedFor(optedIn.user.email)).toBe(1);
    expect(await queuedFor(optedOut.user.email)).toBe(0);
    expect(await queuedFor(neverSet.user.email)).toBe(0);
    const mail = await smtp.waitFor(optedIn.user.email);
    const body = bodyOf(mail.raw);
    expect(body).toContain('Subject: Your SPSV study plan for today');
    expect(body).toContain('20 days to your test');
    expect(body).toContain(`Read ${Math.ceil(totalPages / 17)} pages of the course`);
    const token = /\/unsubscribe\?token=([A-Za-z0-9_-]+)/.exec(body)?.[1];
    expect(token).toBeTruthy();

    // A second run the same day (another instance, a retry) sends nothing more.
    await runDailyJob('2026-11-25');
    expect(await queuedFor(optedIn.user.email)).toBe(1);

    // One click from the email, without signing in, turns reminders off.
    const off = await call('POST', '/api/reminders/unsubscribe', undefined, { token });
    expect(off.statusCode).toBe(200);
    expect((await call('GET', '/api/study-plan', optedIn.cookie)).json<StudyPlanResponse>().reminders).toBe(false);
    await runDailyJob('2026-11-26');
    expect(await queuedFor(optedIn.user.email)).toBe(1);
    expect(smtp.messages.filter((m) => m.to.includes(optedIn.user.email.toLowerCase()))).toHaveLength(1);
  });

  it('the settings switch turns reminders off as well', async () => {
    const learner = await payingLearner();
    await call('PUT', '/api/study-plan', learner.cookie, { reminders: true });
    await runDailyJob('2026-12-01');
    expect(await queuedFor(learner.user.email)).toBe(1);
    await call('PUT', '/api/study-plan', learner.cookie, { reminders: false });
    await runDailyJob('2026-12-02');
    expect(await queuedFor(learner.user.email)).toBe(1);
  });

  it('refuses a malformed or unknown unsubscribe token', async () => {
    expect((await call('POST', '/api/reminders/unsubscribe', undefined, { token: 'x' })).statusCode).toBe(400);
    const unknown = await call('POST', '/api/reminders/unsubscribe', undefined, { token: 'A'.repeat(32) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ message: string }>().message).toMatch(/not valid/);
  });
});
