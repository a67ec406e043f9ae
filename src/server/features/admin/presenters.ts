import { REPORT_PROBLEM_LABELS, type ReportProblem } from '#shared/schemas/question-reports.ts';
import type { CompiledQuestion } from '../../course/types.ts';

/** How the console's answers are shaped from the data owners' rows (issue 28 §6): the routes only fetch and return. */
export const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);
export const isoNow = (d: Date | string) => new Date(d).toISOString();

interface LearnerRow {
  id: number;
  username: string;
  email: string;
  vehicleType: string;
  role: string;
  createdAt: Date;
}
interface PurchaseRow {
  userId: number;
  plan: string;
  amountCents: number;
  provider: string;
  status: string;
  paidAt: Date;
  accessUntil: Date;
}

export function presentLearner(
  u: LearnerRow,
  own: {
    active: { plan: string; accessUntil: Date } | undefined;
    purchases: readonly PurchaseRow[];
    read: { lastReadAt: Date | null; completed: number } | undefined;
    taken: { lastStartedAt: Date | null; taken: number } | undefined;
  },
) {
  const last = [own.read?.lastReadAt, own.taken?.lastStartedAt].filter((d): d is Date => d instanceof Date).sort((a, b) => b.getTime() - a.getTime())[0];
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    vehicleType: u.vehicleType,
    role: u.role,
    createdAt: isoNow(u.createdAt),
    activePlan: own.active?.plan ?? null,
    accessUntil: iso(own.active?.accessUntil),
    purchases: own.purchases.map((p) => ({ plan: p.plan, amountCents: p.amountCents, provider: p.provider, status: p.status, paidAt: isoNow(p.paidAt), accessUntil: isoNow(p.accessUntil) })),
    lastActivity: iso(last),
    modulesCompleted: own.read?.completed ?? 0,
    testsTaken: own.taken?.taken ?? 0,
  };
}

export function presentPurchase(p: { id: number; username: string; email: string; plan: string; amount_cents: number; currency: string; provider: string; status: string; paid_at: Date | string; access_until: Date | string }) {
  return { id: p.id, username: p.username, email: p.email, plan: p.plan, amountCents: p.amount_cents, currency: p.currency, provider: p.provider, status: p.status, paidAt: isoNow(p.paid_at), accessUntil: isoNow(p.access_until) };
}

export function presentMessage(m: {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  source: string;
  createdAt: Date;
  handledAt: Date | null;
  replies: readonly { adminUsername: string; body: string; createdAt: Date }[];
}) {
  return {
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
  };
}

/** One page of messages, with where it sits among all the pages. */
export function presentMessagePage(found: { total: number; messages: Parameters<typeof presentMessage>[0][] }, page: number, pageSize: number) {
  return { messages: found.messages.map(presentMessage), page, pageSize, total: found.total, pages: Math.max(1, Math.ceil(found.total / pageSize)) };
}

interface ReportRow {
  id: number;
  /** Null for a report from the shared demo account (issue 27 §9). */
  userId: number | null;
  questionId: string;
  problem: string;
  detail: string | null;
  status: string;
  resolution: string | null;
  resolutionNote: string | null;
  createdAt: Date;
  resolvedAt: Date | null;
}

/** Reports grouped by question, open first; the problem is sent as its key and labelled by the client. */
export function presentReportGroups(reports: readonly ReportRow[], names: Map<number, string>, question: (id: string) => CompiledQuestion | undefined) {
  const groups = new Map<string, ReportRow[]>();
  for (const r of reports) groups.set(r.questionId, [...(groups.get(r.questionId) ?? []), r]);
  return [...groups]
    .map(([questionId, list]) => {
      const q = question(questionId);
      return {
        questionId,
        question: q ? { text: q.text, options: [...q.options], answer: q.answer, explanation: q.explanation, source: q.source, verified: q.verified ?? null, bank: q.bank } : null,
        open: list.filter((r) => r.status === 'open').length,
        reports: list.map((r) => ({
          id: r.id,
          username: r.userId === null ? '(demo visitor)' : (names.get(r.userId) ?? '(deleted)'),
          problem: r.problem in REPORT_PROBLEM_LABELS ? (r.problem as ReportProblem) : r.problem,
          detail: r.detail,
          status: r.status,
          resolution: r.resolution,
          resolutionNote: r.resolutionNote,
          createdAt: isoNow(r.createdAt),
          resolvedAt: iso(r.resolvedAt),
        })),
      };
    })
    .sort((a, b) => b.open - a.open || (b.reports[0]?.createdAt ?? '').localeCompare(a.reports[0]?.createdAt ?? ''));
}
