import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, API_PATTERNS } from '#shared/api-paths.ts';
import { REPORT_PROBLEM_LABELS, type ReportProblem } from '#shared/schemas/question-reports.ts';
import {
  adminAudit,
  adminLearners,
  adminMessages,
  adminPurchases,
  adminQuestionStats,
  adminReports,
  adminSummary,
  handledSchema,
  idParams,
  learnerSearchQuery,
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
import { listAllPurchases, monthlyTotals, purchasesOf } from '../../data/purchases.ts';
import { countOpenReports, listReports, resolveReports } from '../../data/question-reports.ts';
import { progressSummaries } from '../../data/training-progress.ts';
import { countUsers, searchUsers, usernamesOf } from '../../data/users.ts';
import { NotFoundError } from '../../errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { MIN_ANSWERS, STRONG_SHARE, questionStats } from './question-stats.ts';
import type { Auth } from '../../plugins/session.ts';

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);
const isoNow = (d: Date | string) => new Date(d).toISOString();

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
    const [bought, progress, tests] = [await purchasesOf(db, ids), await progressSummaries(db, ids), await attemptSummaries(db, ids)];
    const now = Date.now();
    return {
      learners: found.map((u) => {
        const own = bought.filter((p) => p.userId === u.id);
        const active = own.find((p) => p.status === 'succeeded' && p.accessUntil.getTime() > now);
        const read = progress.find((p) => p.userId === u.id);
        const taken = tests.find((t) => t.userId === u.id);
        const last = [read?.lastReadAt, taken?.lastStartedAt].filter((d): d is Date => d instanceof Date).sort((a, b) => b.getTime() - a.getTime())[0];
        return {
          id: u.id,
          username: u.username,
          email: u.email,
          vehicleType: u.vehicleType,
          role: u.role,
          createdAt: isoNow(u.createdAt),
          activePlan: active?.plan ?? null,
          accessUntil: iso(active?.accessUntil),
          purchases: own.map((p) => ({ plan: p.plan, amountCents: p.amountCents, provider: p.provider, status: p.status, paidAt: isoNow(p.paidAt), accessUntil: isoNow(p.accessUntil) })),
          lastActivity: iso(last),
          modulesCompleted: read?.completed ?? 0,
          testsTaken: taken?.taken ?? 0,
        };
      }),
    };
  });

  app.get(API.adminPurchases, { schema: { tags, summary: 'Purchases by date, and totals per plan per month', response: { 200: adminPurchases } } }, async () => ({
    purchases: (await listAllPurchases(db)).map((p) => ({
      id: p.id,
      username: p.username,
      email: p.email,
      plan: p.plan,
      amountCents: p.amount_cents,
      currency: p.currency,
      provider: p.provider,
      status: p.status,
      paidAt: isoNow(p.paid_at),
      accessUntil: isoNow(p.access_until),
    })),
    monthly: (await monthlyTotals(db)).map((m) => ({ month: m.month, plan: m.plan, count: m.count, amountCents: m.amount_cents })),
  }));

  app.get(API.adminMessages, { schema: { tags, summary: 'Contact messages, newest first', response: { 200: adminMessages } } }, async () => ({
    messages: (await listContactMessages(db)).map((m) => ({
      id: m.id,
      name: m.name,
      email: m.email,
      phone: m.phone,
      subject: m.subject,
      message: m.message,
      source: m.source,
      createdAt: isoNow(m.createdAt),
      handledAt: iso(m.handledAt),
      replies: m.replies.map((r) => ({ adminUsername: r.adminUsername, body: r.body, createdAt: isoNow(r.createdAt) })),
    })),
  }));

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
        await recordAudit(tx, { actor: admin.username, action: 'reply', target: `message ${message.id}`, detail: `to ${message.email}` });
      });
      await mailer.send({ to: message.email, subject: `Re: ${message.subject}`, text, ...(message.userId ? { userId: message.userId } : {}) });
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
        await recordAudit(tx, { actor: admin.username, action: request.body.handled ? 'handled' : 'unhandled', target: `message ${request.params.id}` });
      });
      return { ok: true as const };
    },
  );

  app.get(API.adminReports, { schema: { tags, summary: 'Question reports grouped by question, open first', response: { 200: adminReports } } }, async () => {
    const reports = await listReports(db, 2000);
    const names = await usernamesOf(db, reports.map((r) => r.userId));
    const groups = new Map<string, typeof reports>();
    for (const r of reports) groups.set(r.questionId, [...(groups.get(r.questionId) ?? []), r]);
    return {
      groups: [...groups]
        .map(([questionId, list]) => {
          const q = course.question(questionId);
          return {
            questionId,
            question: q ? { text: q.text, options: [...q.options], answer: q.answer, explanation: q.explanation, source: q.source, verified: q.verified ?? null, bank: q.bank } : null,
            open: list.filter((r) => r.status === 'open').length,
            reports: list.map((r) => ({
              id: r.id,
              username: names.get(r.userId) ?? '(deleted)',
              problem: REPORT_PROBLEM_LABELS[r.problem as ReportProblem] ?? r.problem,
              detail: r.detail,
              status: r.status,
              resolution: r.resolution,
              resolutionNote: r.resolutionNote,
              createdAt: isoNow(r.createdAt),
              resolvedAt: iso(r.resolvedAt),
            })),
          };
        })
        .sort((a, b) => b.open - a.open || (b.reports[0]?.createdAt ?? '').localeCompare(a.reports[0]?.createdAt ?? '')),
    };
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
        await recordAudit(tx, { actor: admin.username, action: 'resolve', target: `question ${questionId}`, detail: `${request.body.resolution}: ${request.body.note}` });
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

  app.get(API.adminAudit, { schema: { tags, summary: "Every owner's action, newest first", response: { 200: adminAudit } } }, async () => ({
    entries: (await listAudit(db)).map((e) => ({ id: e.id, actor: e.actor, action: e.action, target: e.target, detail: e.detail, createdAt: isoNow(e.createdAt) })),
  }));
};
