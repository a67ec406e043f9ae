import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttemptView } from '../../src/shared/schemas/attempts.ts';
import type { StudyPlanResponse } from '../../src/shared/schemas/study-plan.ts';
import { irishDay } from '../../src/shared/study-plan.ts';
import { createCourse } from '../../src/server/course/course.ts';
import { REMINDER_QUEUE, sendDailyReminders } from '../../src/server/features/study-plan/reminders.ts';
import { JOBS_SCHEMA } from '../../src/server/lib/jobs.ts';
import { createMailer, type Mailer } from '../../src/server/lib/mailer.ts';
import { caller, course, payingLearner as payingLearnerOf, rightChoice } from '../support/exam.ts';
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
/** One header of a raw mail, unfolded. */
const headerOf = (raw: string, name: string) => {
  const head = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  return new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1];
};

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
    // Cork's own county page counts once a county is chosen.
    expect(plan).toMatchObject({ testDate: in13, county: 'Cork', reminders: false, today: { daysLeft: 13, pagesToday: Math.ceil((totalPages + 1) / 10) } });
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
    // A question missed in a module quiz falls due again within a day: today's plan must count it.
    const quiz = (await call('POST', '/api/attempts', cookie, { testId: 501 })).json<AttemptView>();
    const first = quiz.questions[0];
    if (!first) throw new Error('empty quiz');
    await call('PUT', `/api/attempts/${quiz.id}/answers/0`, cookie, { selected: (rightChoice(first) + 1) % 4 });
    await call('POST', `/api/attempts/${quiz.id}/submit`, cookie, {});
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
    // Mail clients' own one-click button (RFC 8058) posts to the same token's API URL.
    expect(headerOf(mail.raw, 'List-Unsubscribe')).toBe(`<http://localhost:5000/api/reminders/one-click-unsubscribe?token=${token}>`);
    expect(headerOf(mail.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

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

describe('at-least-once reminders and one-click unsubscribing (issue 27 §8)', () => {
  const remindedOn = async (email: string) =>
    (await ctx.database.pool.query<{ day: string | null }>('select p.last_reminded_on::text as day from study_plans p join users u on u.id = p.user_id where u.email = $1', [email.toLowerCase()])).rows[0]?.day;
  const remindersFor = async (email: string) =>
    (await ctx.database.pool.query<{ n: number }>("select count(*)::int as n from outbox_emails where to_address = $1 and subject = 'Your SPSV study plan for today'", [email.toLowerCase()])).rows[0]?.n;
  const tokenOf = async (email: string) =>
    (await ctx.database.pool.query<{ token: string }>('select p.unsubscribe_token as token from study_plans p join users u on u.id = p.user_id where u.email = $1', [email.toLowerCase()])).rows[0]?.token ?? '';
  const remindersOn = async (cookie: string) => (await call('GET', '/api/study-plan', cookie)).json<StudyPlanResponse>().reminders;
  const oneClick = (token: string, headers: Record<string, string>, payload: string) =>
    ctx.app.inject({ method: 'POST', url: `/api/reminders/one-click-unsubscribe?token=${token}`, headers, payload });
  const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

  /** Outbox mail without SMTP, whose send throws for one address: an error between claim and queue. */
  function failingFor(address: string): Mailer {
    const real = createMailer({ smtpUrl: undefined, from: 'test@example.ie', db: ctx.database.db, log: ctx.app.log });
    return {
      async send(mail, tx) {
        if (mail.to === address.toLowerCase()) throw new Error('injected failure before the mail was queued');
        await real.send(mail, tx);
      },
      stop() {},
    };
  }

  it('an error between claiming a learner and queueing their mail leaves them unclaimed, and the retry reminds them once', async () => {
    const [a, b, c] = [await payingLearner(), await payingLearner(), await payingLearner()];
    for (const learner of [a, b, c]) await call('PUT', '/api/study-plan', learner.cookie, { reminders: true });
    const day = '2027-02-01';
    const deps = { db: ctx.database.db, course: createCourse(course), publicUrl: 'http://localhost:5000' };

    await expect(sendDailyReminders({ ...deps, mailer: failingFor(b.user.email) }, day)).rejects.toThrow(/could not be queued/);
    // The learners before and after the failure are reminded; the one whose mail failed is not marked.
    expect([await remindedOn(a.user.email), await remindedOn(b.user.email), await remindedOn(c.user.email)]).toEqual([day, null, day]);
    expect([await remindersFor(a.user.email), await remindersFor(b.user.email), await remindersFor(c.user.email)]).toEqual([1, 0, 1]);

    // The job's retry reminds only the one left.
    await sendDailyReminders({ ...deps, mailer: failingFor('nobody@example.ie') }, day);
    expect([await remindedOn(b.user.email), await remindersFor(a.user.email), await remindersFor(b.user.email), await remindersFor(c.user.email)]).toEqual([day, 1, 1, 1]);
  });

  it('opening the link, or GET on the one-click URL, turns nothing off', async () => {
    const learner = await payingLearner();
    await call('PUT', '/api/study-plan', learner.cookie, { reminders: true });
    const token = await tokenOf(learner.user.email);

    const page = await call('GET', `/unsubscribe?token=${token}`);
    expect(page.statusCode).toBeLessThan(500);
    const api = await call('GET', `/api/reminders/one-click-unsubscribe?token=${token}`);
    expect(api.statusCode).toBe(303);
    expect(api.headers.location).toBe(`/unsubscribe?token=${token}`);
    expect((await ctx.app.inject({ method: 'HEAD', url: `/api/reminders/one-click-unsubscribe?token=${token}` })).statusCode).toBeLessThan(500);
    expect(await remindersOn(learner.cookie)).toBe(true);
  });

  it('takes the RFC 8058 one-click POST with a form body and no Origin, from mail servers and webmail alike', async () => {
    const learner = await payingLearner();
    await call('PUT', '/api/study-plan', learner.cookie, { reminders: true });
    const token = await tokenOf(learner.user.email);

    // Anything but the one-click pair changes nothing.
    expect((await oneClick(token, FORM, 'List-Unsubscribe=Please')).statusCode).toBe(400);
    expect((await oneClick(token, { 'content-type': 'application/json' }, JSON.stringify({ 'List-Unsubscribe': 'One-Click' }))).statusCode).toBe(400);
    expect((await oneClick(token, { 'content-type': 'text/plain' }, 'List-Unsubscribe=One-Click')).statusCode).toBe(400);
    expect(await remindersOn(learner.cookie)).toBe(true);

    // A mail provider's server: no Origin, no Sec-Fetch-Site, no cookie.
    const off = await oneClick(token, FORM, 'List-Unsubscribe=One-Click');
    expect(off.statusCode).toBe(200);
    expect(off.json<{ message: string }>().message).toBe('Study reminders are off. You will get no more reminder emails.');
    expect(await remindersOn(learner.cookie)).toBe(false);

    // A webmail page posting cross-site, as multipart/form-data (the RFC's preferred form).
    await call('PUT', '/api/study-plan', learner.cookie, { reminders: true });
    const multipart = '--b0undary\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b0undary--\r\n';
    const webmail = await oneClick(await tokenOf(learner.user.email), { 'content-type': 'multipart/form-data; boundary=b0undary', origin: 'https://mail.example.com', 'sec-fetch-site': 'cross-site' }, multipart);
    expect(webmail.statusCode).toBe(200);
    expect(await remindersOn(learner.cookie)).toBe(false);

    // The exception is this route's alone: the page's JSON route still refuses cross-site posts.
    const crossSite = await ctx.app.inject({ method: 'POST', url: '/api/reminders/unsubscribe', headers: { 'sec-fetch-site': 'cross-site' }, payload: { token } });
    expect(crossSite.statusCode).toBe(403);
  });

  it('limits one-click attempts per IP address, as the unsubscribe button is', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      statuses.push((await ctx.app.inject({ method: 'POST', url: `/api/reminders/one-click-unsubscribe?token=${'B'.repeat(32)}`, headers: FORM, payload: 'List-Unsubscribe=One-Click', remoteAddress: '203.0.113.61' })).statusCode);
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(404));
    expect(statuses[30]).toBe(429);
  });

  it('turning reminders back on issues a new token, so the old link cannot turn them off again', async () => {
    const learner = await payingLearner();
    await call('PUT', '/api/study-plan', learner.cookie, { reminders: true });
    const first = await tokenOf(learner.user.email);
    // Saving while reminders are on keeps the token: the link in today's mail still works.
    await call('PUT', '/api/study-plan', learner.cookie, { county: 'Cork' });
    await call('PUT', '/api/study-plan', learner.cookie, { reminders: true, county: 'Cork' });
    expect(await tokenOf(learner.user.email)).toBe(first);

    expect((await call('POST', '/api/reminders/unsubscribe', undefined, { token: first })).statusCode).toBe(200);
    await call('PUT', '/api/study-plan', learner.cookie, { reminders: true });
    const second = await tokenOf(learner.user.email);
    expect(second).not.toBe(first);

    expect((await call('POST', '/api/reminders/unsubscribe', undefined, { token: first })).statusCode).toBe(404);
    expect((await oneClick(first, FORM, 'List-Unsubscribe=One-Click')).statusCode).toBe(404);
    expect(await remindersOn(learner.cookie)).toBe(true);
    expect((await oneClick(second, FORM, 'List-Unsubscribe=One-Click')).statusCode).toBe(200);
    expect(await remindersOn(learner.cookie)).toBe(false);
  });
});
