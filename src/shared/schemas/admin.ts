import { z } from 'zod';

/** The owner's console (issue 22). Dates travel as ISO strings. */
const when = z.string();

export const adminSummary = z.object({ openReports: z.number(), unhandledMessages: z.number(), learners: z.number() });

export const learnerSearchQuery = z.object({ q: z.string().trim().max(100, 'search at most 100 characters').default('') });
export const adminPurchase = z.object({ plan: z.string(), amountCents: z.number(), provider: z.string(), status: z.string(), paidAt: when, accessUntil: when });
export const adminLearner = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  vehicleType: z.string(),
  role: z.string(),
  createdAt: when,
  /** The plan giving access now, and when it ends; null without one. */
  activePlan: z.string().nullable(),
  accessUntil: when.nullable(),
  purchases: z.array(adminPurchase),
  lastActivity: when.nullable(),
  modulesCompleted: z.number(),
  testsTaken: z.number(),
});
export const adminLearners = z.object({ learners: z.array(adminLearner) });

export const adminPurchases = z.object({
  purchases: z.array(adminPurchase.extend({ id: z.number(), username: z.string(), email: z.string(), currency: z.string() })),
  monthly: z.array(z.object({ month: z.string(), plan: z.string(), count: z.number(), amountCents: z.number() })),
});

export const adminMessage = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  source: z.string(),
  createdAt: when,
  handledAt: when.nullable(),
  replies: z.array(z.object({ adminUsername: z.string(), body: z.string(), createdAt: when })),
});
/**
 * Messages a page at a time (issue 27 §9): a flood of spam once hid a genuine message behind the
 * newest 200. `unhandled`: `first` (the default) puts unhandled ones before handled ones, each
 * newest first; `only` leaves handled ones out; `mixed` is plain newest first.
 */
export const MESSAGES_PAGE_SIZE = 50;
export const MESSAGE_FILTERS = ['first', 'only', 'mixed'] as const;
export type MessageFilter = (typeof MESSAGE_FILTERS)[number];
export const messagesQuery = z.object({
  page: z.coerce.number({ error: 'page must be a number' }).int('page must be a whole number').min(1, 'page starts at 1').max(100_000, 'page is too large').default(1),
  unhandled: z.enum(MESSAGE_FILTERS, { error: 'unhandled must be first, only or mixed' }).default('first'),
});
export const adminMessages = z.object({
  messages: z.array(adminMessage),
  page: z.number(),
  pageSize: z.number(),
  /** Messages matching the filter, across every page. */
  total: z.number(),
  pages: z.number(),
});
/** Database ids are PostgreSQL integers: anything past 2³¹ − 1 names nothing (a 404-worthy 400, never a 500). */
export const idParams = z.object({ id: z.coerce.number({ error: 'id must be a number' }).int('id must be a whole number').positive('id must be a number').max(2_147_483_647, 'id is too large') });
export const replySchema = z.object({ body: z.string().trim().min(5, 'write a reply of at least 5 characters').max(5000, 'a reply is at most 5000 characters') });
export const handledSchema = z.object({ handled: z.boolean({ error: 'handled must be true or false' }) });

export const adminReport = z.object({
  id: z.number(),
  username: z.string(),
  problem: z.string(),
  detail: z.string().nullable(),
  status: z.string(),
  resolution: z.string().nullable(),
  resolutionNote: z.string().nullable(),
  createdAt: when,
  resolvedAt: when.nullable(),
});
export const adminReportGroup = z.object({
  questionId: z.string(),
  question: z
    .object({ text: z.string(), options: z.array(z.string()), answer: z.number(), explanation: z.string(), source: z.string(), verified: z.string().nullable(), bank: z.string() })
    .nullable(),
  open: z.number(),
  reports: z.array(adminReport),
});
export const adminReports = z.object({ groups: z.array(adminReportGroup) });
export const questionIdParams = z.object({ questionId: z.string().regex(/^[a-z0-9-]{1,40}$/, 'questionId is not a question id') });
export const resolveSchema = z.object({
  resolution: z.enum(['fixed', 'no_change'], { error: 'resolution must be fixed or no_change' }),
  note: z.string().trim().min(3, 'add a short note saying what was done').max(2000, 'a note is at most 2000 characters'),
});
export const resolveResponse = z.object({ resolved: z.number() });

export const adminQuestionStats = z.object({
  strongShare: z.number(),
  minAnswers: z.number(),
  questions: z.array(
    z.object({
      questionId: z.string(),
      text: z.string(),
      bank: z.string(),
      answer: z.number(),
      answers: z.number(),
      facility: z.number(),
      discrimination: z.number().nullable(),
      optionCounts: z.array(z.number()).length(4),
      flags: z.array(z.enum(['mostly_missed', 'strong_miss_more', 'unused_distractor'])),
    }),
  ),
});

/** `actorId`: the acting account's id when the action was taken (null for the command line and older entries). */
export const adminAudit = z.object({
  entries: z.array(z.object({ id: z.number(), actorId: z.number().nullable(), actor: z.string(), action: z.string(), target: z.string(), detail: z.string().nullable(), createdAt: when })),
});
export const okResponse = z.object({ ok: z.literal(true) });

export type AdminSummary = z.infer<typeof adminSummary>;
export type AdminLearner = z.infer<typeof adminLearner>;
export type AdminPurchases = z.infer<typeof adminPurchases>;
export type AdminMessage = z.infer<typeof adminMessage>;
export type AdminReportGroup = z.infer<typeof adminReportGroup>;
export const adminReveals = z.object({
  cap: z.number(),
  watchFrom: z.number(),
  learners: z.array(z.object({ username: z.string(), email: z.string(), shown: z.number() })),
});

export type AdminQuestionStats = z.infer<typeof adminQuestionStats>;
export type AdminReveals = z.infer<typeof adminReveals>;
export type AdminAudit = z.infer<typeof adminAudit>;
