import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, API_PATTERNS } from '#shared/api-paths.ts';
import {
  adminAudit,
  adminLearners,
  adminMessages,
  adminPurchases,
  adminQuestionStats,
  adminReveals,
  adminReports,
  adminSummary,
  handledSchema,
  idParams,
  learnerSearchQuery,
  MESSAGES_PAGE_SIZE,
  messagesQuery,
  okResponse,
  questionIdParams,
  replySchema,
  resolveResponse,
  resolveSchema,
} from '#shared/schemas/admin.ts';
import type { Course } from '../../course/course.ts';
import type { Db } from '../../db/client.ts';
import { listAudit, recordAudit } from '../../data/admin-audit.ts';
import { answerCounts, attemptSummaries } from '../../data/attempts.ts';
import { countUnhandledMessages, findContactMessage, insertContactReply, listContactMessages, setContactMessageHandled } from '../../data/contact-messages.ts';
import { activePlansOf, listAllPurchases, monthlyTotals, purchasesOf } from '../../data/purchases.ts';
import { revealLeaders } from '../../data/question-reveals.ts';
import { countOpenReports, listReports, resolveReports } from '../../data/question-reports.ts';
import { progressSummaries } from '../../data/training-progress.ts';
import { countUsers, searchUsers, usernamesOf } from '../../data/users.ts';
import { NotFoundError } from '../../errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { MIN_ANSWERS, STRONG_SHARE, questionStats } from './question-stats.ts';
import { DAILY_REVEAL_CAP, REVEAL_WATCH_SHARE } from '../../learning/reveals.ts';
import type { Auth } from '../../plugins/session.ts';
import { isoNow, presentLearner, presentMessagePage, presentPurchase, presentReportGroups } from './presenters.ts';


/**
 * The owner's console API (issue 22). Every route is behind `requireAdmin` (401 signed out,
 * 403 for a learner); the role itself is only granted by `npm run admin`, never here.
 */
export const adminRoutes: FastifyPluginAsyncZod<{ db: Db; auth: Auth; course: Course; mailer: Mailer }> = async (app, { db, auth, course, mailer }) => {
  app.addHook('onRequest', auth.requireAdmin);
  const tags = ['admin'];

  app.get(API.adminSummary, { schema: { tags, summary: 'Open counts at a glance', response: { 200: adminSummary } } }, async () => ({
    openReports: await countOpenReports(db),
    unhandledMessages: await countUnhandledMessages(db),
    learners: await countUsers(db),
  }));

  app.get(API.adminLearners, { schema: { tags, summary: 'Search learners by username or email', querystring: learnerSearchQuery, response: { 200: adminLearners } } }, async (request) => {
    const found = await searchUsers(db, request.query.q);
    const ids = found.map((u) => u.id);
    const [active, bought, progress, tests] = [await activePlansOf(db, ids), await purchasesOf(db, ids), await progressSummaries(db, ids), await attemptSummaries(db, ids)];
    return {
      learners: found.map((u) =>
        presentLearner(u, {
          active: active.get(u.id),
          purchases: bought.filter((p) => p.userId === u.id),
          read: progress.find((p) => p.userId === u.id),
          taken: tests.find((t) => t.userId === u.id),
        }),
      ),
    };
  });

  app.get(API.adminPurchases, { schema: { tags, summary: 'Purchases by date, and totals per plan per month', response: { 200: adminPurchases } } }, async () => ({
    purchases: (await listAllPurchases(db)).map(presentPurchase),
    monthly: (await monthlyTotals(db)).map((m) => ({ month: m.month, plan: m.plan, count: m.count, amountCents: m.amount_cents })),
  }));

  app.get(
    API.adminMessages,
    { schema: { tags, summary: 'Contact messages a page at a time: unhandled first (default), unhandled only, or mixed, newest first', querystring: messagesQuery, response: { 200: adminMessages } } },
    async (request) => {
      const { page, unhandled } = request.query;
      return presentMessagePage(await listContactMessages(db, { page, pageSize: MESSAGES_PAGE_SIZE, unhandled }), page, MESSAGES_PAGE_SIZE);
    },
  );

  app.post(
    API_PATTERNS.adminMessageReply,
    { schema: { tags, summary: 'Reply to a contact message by email (stored, and the message marked handled)', params: idParams, body: replySchema, response: { 201: okResponse } } },
    async (request, reply) => {
      const admin = auth.user(request);
      const message = await findContactMessage(db, request.params.id);
      if (!message) throw new NotFoundError('No such message.');
      const text = `${request.body.body}\n\n--\nSPSV Prep\nIn reply to your message "${message.subject}" of ${message.createdAt.toLocaleDateString('en-IE', { timeZone: 'Europe/Dublin' })}.`;
      await db.transaction(async (tx) => {
        await insertContactReply(tx, { messageId: message.id, adminUsername: admin.username, body: request.body.body });
        await setContactMessageHandled(tx, message.id, true);
        await recordAudit(tx, { actorId: admin.id, actor: admin.username, action: 'reply', target: `message ${message.id}`, detail: `to ${message.email}` });
        // Queued in the same transaction: a message is never marked answered without its mail (issue 28 §6).
        await mailer.send({ to: message.email, subject: `Re: ${message.subject}`, text, ...(message.userId ? { userId: message.userId } : {}) }, tx);
      });
      return reply.status(201).send({ ok: true as const });
    },
  );

  app.put(
    API_PATTERNS.adminMessageHandled,
    { schema: { tags, summary: 'Mark a contact message handled or not', params: idParams, body: handledSchema, response: { 200: okResponse } } },
    async (request) => {
      const admin = auth.user(request);
      await db.transaction(async (tx) => {
        if (!(await setContactMessageHandled(tx, request.params.id, request.body.handled))) throw new NotFoundError('No such message.');
        await recordAudit(tx, { actorId: admin.id, actor: admin.username, action: request.body.handled ? 'handled' : 'unhandled', target: `message ${request.params.id}` });
      });
      return { ok: true as const };
    },
  );

  app.get(API.adminReports, { schema: { tags, summary: 'Question reports grouped by question, open first', response: { 200: adminReports } } }, async () => {
    const reports = await listReports(db, 2000);
    const names = await usernamesOf(db, reports.map((r) => r.userId));
    return { groups: presentReportGroups(reports, names, course.question) };
  });

  app.post(
    API_PATTERNS.adminReportResolve,
    { schema: { tags, summary: "Resolve a question's open reports with a note", params: questionIdParams, body: resolveSchema, response: { 200: resolveResponse } } },
    async (request) => {
      const admin = auth.user(request);
      const { questionId } = request.params;
      const resolved = await db.transaction(async (tx) => {
        const n = await resolveReports(tx, questionId, request.body.resolution, request.body.note);
        if (n === 0) throw new NotFoundError('This question has no open reports.');
        await recordAudit(tx, { actorId: admin.id, actor: admin.username, action: 'resolve', target: `question ${questionId}`, detail: `${request.body.resolution}: ${request.body.note}` });
        return n;
      });
      return { resolved };
    },
  );

  app.get(API.adminQuestionStats, { schema: { tags, summary: 'How each question performs in marked attempts', response: { 200: adminQuestionStats } } }, async () => {
    const stats = questionStats(await answerCounts(db, STRONG_SHARE), (id) => course.question(id)?.answer);
    return {
      strongShare: STRONG_SHARE,
      minAnswers: MIN_ANSWERS,
      questions: stats
        .map((s) => {
          const q = course.question(s.questionId);
          return { ...s, text: q?.text ?? '', bank: q?.bank ?? '', answer: q?.answer ?? 0 };
        })
        .sort((a, b) => b.flags.length - a.flags.length || a.facility - b.facility || a.questionId.localeCompare(b.questionId)),
    };
  });

  app.get(API.adminReveals, { schema: { tags, summary: "Learners near today's cap on distinct questions shown", response: { 200: adminReveals } } }, async () => {
    const watchFrom = Math.floor(DAILY_REVEAL_CAP * REVEAL_WATCH_SHARE);
    return { cap: DAILY_REVEAL_CAP, watchFrom, learners: (await revealLeaders(db, watchFrom)).map(({ username, email, shown }) => ({ username, email, shown })) };
  });

  app.get(API.adminAudit, { schema: { tags, summary: "Every owner's action, newest first", response: { 200: adminAudit } } }, async () => ({
    entries: (await listAudit(db)).map((e) => ({ id: e.id, actorId: e.actorId, actor: e.actor, action: e.action, target: e.target, detail: e.detail, createdAt: isoNow(e.createdAt) })),
  }));
};
