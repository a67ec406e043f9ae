import { isCorrect, markAttempt, shownAnswer, type MarkableItem } from '#shared/marking.ts';
import { RETRY_MISTAKES_TEST_ID } from '#shared/practice-tests.ts';
import type { AttemptView, StartAttemptInput } from '#shared/schemas/attempts.ts';
import type { VehicleType } from '#shared/vehicle-types.ts';
import type { Course } from '../../course/course.ts';
import type { CompiledQuestion } from '../../course/types.ts';
import type { Db } from '../../db/client.ts';
import {
  GRACE_SECONDS,
  createAttempt,
  findAttempt,
  listOpenAttempts,
  recordMark,
  saveAnswer,
  updateParts,
  type AttemptItemRow,
  type AttemptRow,
  type StoredPart,
} from '../../data/attempts.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors.ts';
import { remember } from '../../learning/remember.ts';
import { revealQuestions } from '../../learning/reveals.ts';
import { drawItems } from './draw.ts';
import { planExam, retryPlan, testInfo, type ExamPlan } from './exam-plan.ts';

type Loaded = { attempt: AttemptRow; items: AttemptItemRow[] };

const MINUTE_MS = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();
const MISSING: Pick<CompiledQuestion, 'text' | 'options' | 'answer' | 'explanation' | 'module' | 'source' | 'verified'> = {
  text: 'This question has been withdrawn from the bank since the test was taken.',
  options: ['—', '—', '—', '—'],
  answer: -1,
  explanation: 'It no longer counts towards practice.',
  module: 0,
  source: '',
  verified: undefined,
};

/**
 * Tests held and marked on the server (DESIGN.md §13): questions are drawn and ordered here and
 * stored with the attempt; the browser gets texts and options only until the attempt is marked.
 * The server's clock rules: a part past its deadline (plus grace) ends when the attempt is next
 * touched, the next part's clock starts then, and an attempt with no part left is marked from
 * the answers saved.
 */
export function createExamService(db: Db, course: Course) {
  const question = (id: string) => course.question(id) ?? MISSING;

  const partIndexOf = (parts: StoredPart[] | null, position: number) =>
    parts ? Math.max(0, parts.findIndex((p) => position >= p.first && position < p.first + p.count)) : 0;

  const markable = ({ attempt, items }: Loaded): MarkableItem[] =>
    items.map((item) => ({ part: partIndexOf(attempt.parts, item.position), optionOrder: item.optionOrder, selected: item.selected, answer: question(item.questionId).answer }));

  const inActivePart = (parts: StoredPart[] | null, active: number | null, position: number) => {
    if (!parts) return true;
    const part = active === null ? undefined : parts[active];
    return part !== undefined && position >= part.first && position < part.first + part.count;
  };

  const partRules = (parts: StoredPart[] | null) => parts?.map((p) => ({ key: p.key, title: p.title })) ?? null;

  /**
   * Marks once and, in the same transaction, updates the learner's memory of every question they
   * answered (DESIGN.md §14): right → Good, wrong → Again. Unanswered questions say nothing of
   * memory and are left alone.
   */
  async function mark(loaded: Loaded, parts: StoredPart[] | null): Promise<void> {
    const marking = markAttempt(markable(loaded), partRules(parts));
    const answered = loaded.items.flatMap((item, i) => (item.selected === null ? [] : [{ questionId: item.questionId, correct: marking.correct[i] === true }]));
    await db.transaction(async (tx) => {
      // What marking decided is stored with the attempt (issue 28 §4): a key fixed later never
      // rewrites an old result.
      const claimed = await recordMark(tx, {
        id: loaded.attempt.id,
        score: marking.score,
        parts,
        marks: { passed: marking.passed, parts: marking.parts },
        correct: loaded.items.map((item, i) => ({ position: item.position, correct: marking.correct[i] === true, correctAnswer: shownAnswer(item.optionOrder, question(item.questionId).answer) })),
      });
      if (claimed) await remember(tx, loaded.attempt.userId, answered);
    });
  }

  /** Applies the clock: ends parts whose time is up, starts the next, marks when none is left. Answers whether anything changed. */
  async function advance(loaded: Loaded, now = Date.now()): Promise<boolean> {
    const { attempt } = loaded;
    if (attempt.status === 'submitted') return false;
    const graceMs = GRACE_SECONDS * 1000;
    if (!attempt.parts) {
      if (now <= attempt.deadlineAt.getTime() + graceMs) return false;
      await mark(loaded, null);
      return true;
    }
    const parts = attempt.parts.map((p) => ({ ...p }));
    let changed = false;
    // As in the real sitting, the next part's clock starts the moment the previous one ends,
    // whether or not the learner is there to see it (issue 27 §5).
    let previousEnd: string | null = null;
    for (const part of parts) {
      if (part.endedAt) {
        previousEnd = part.endedAt;
        continue;
      }
      if (part.deadline === null) {
        part.deadline = iso((previousEnd ? Date.parse(previousEnd) : now) + part.timeLimit * MINUTE_MS);
        changed = true;
      }
      if (now <= Date.parse(part.deadline) + graceMs) break;
      part.endedAt = part.deadline;
      previousEnd = part.endedAt;
      changed = true;
    }
    if (!changed) return false;
    const active = parts.find((p) => !p.endedAt);
    if (!active) await mark(loaded, parts);
    else await updateParts(db, attempt.id, parts, new Date(active.deadline ?? now));
    return true;
  }

  async function load(userId: number, id: string): Promise<Loaded> {
    const loaded = await findAttempt(db, id, userId);
    if (!loaded) throw new NotFoundError('No such attempt.');
    if (await advance(loaded)) return (await findAttempt(db, id, userId)) ?? loaded;
    return loaded;
  }

  function view({ attempt, items }: Loaded): AttemptView {
    const info = testInfo(attempt.testId, attempt.total, attempt.county);
    const submitted = attempt.status === 'submitted';
    const activePart = !submitted && attempt.parts ? attempt.parts.findIndex((p) => !p.endedAt) : null;
    const timeLimit = attempt.parts ? attempt.parts.reduce((sum, p) => sum + p.timeLimit, 0) : info.timeLimit;
    let result: AttemptView['result'] = null;
    if (submitted) {
      // Attempts marked before marks were stored (migration 0008) are marked again from the bank.
      const recomputed = attempt.marks ? null : markAttempt(markable({ attempt, items }), partRules(attempt.parts));
      const marks = attempt.marks ?? { passed: recomputed?.passed ?? false, parts: recomputed?.parts ?? null };
      const spent = Math.round(((attempt.submittedAt ?? attempt.deadlineAt).getTime() - attempt.startedAt.getTime()) / 1000);
      result = {
        score: attempt.score ?? recomputed?.score ?? 0,
        total: attempt.total,
        passed: marks.passed,
        timeSpentSeconds: Math.max(0, Math.min(spent, timeLimit * 60)),
        parts: marks.parts,
        items: items.map((item, i) => {
          const q = question(item.questionId);
          return {
            position: item.position,
            questionId: item.questionId,
            module: q.module,
            text: q.text,
            options: item.optionOrder.map((o) => q.options[o] ?? ''),
            selected: item.selected,
            correctAnswer: item.correctAnswer ?? shownAnswer(item.optionOrder, q.answer),
            correct: item.correct ?? recomputed?.correct[i] === true,
            explanation: q.explanation,
            source: q.source,
            verified: q.verified ?? null,
          };
        }),
      };
    }
    return {
      id: attempt.id,
      test: { id: attempt.testId, title: info.title, description: info.description, timeLimit, totalQuestions: attempt.total },
      county: attempt.county,
      vehicleType: attempt.vehicleType,
      status: attempt.status,
      startedAt: attempt.startedAt.toISOString(),
      deadline: submitted ? null : attempt.deadlineAt.toISOString(),
      serverNow: new Date().toISOString(),
      parts: attempt.parts,
      activePart: activePart === -1 ? null : activePart,
      // Only the part under way is sent while a test runs (issue 27 §5), and under an opaque
      // reference: a bank id in a live attempt would let its key be looked up elsewhere (§2).
      questions: items.filter((item) => submitted || inActivePart(attempt.parts, activePart, item.position)).map((item) => {
        const q = question(item.questionId);
        return { position: item.position, id: `${attempt.id.slice(0, 8)}-${item.position}`, text: q.text, options: item.optionOrder.map((o) => q.options[o] ?? '') };
      }),
      answers: items.map((item) => ({ position: item.position, selected: item.selected, flagged: item.flagged })),
      result,
    };
  }

  return {
    /** What a start draws from: the catalogue, or for Retry my mistakes one marked sitting of this learner's. */
    async plan(userId: number, request: StartAttemptInput): Promise<ExamPlan> {
      if (request.testId !== RETRY_MISTAKES_TEST_ID) return planExam(course, request);
      if (!request.fromAttempt) throw new BadRequestError('fromAttempt: name the marked test whose mistakes to retry');
      // Another learner's attempt is a 404 like any other (its id says nothing).
      const { attempt, items } = await load(userId, request.fromAttempt);
      if (attempt.status !== 'submitted') throw new ConflictError('That test is not marked yet: finish it first, then retry your mistakes.');
      // Marked answers are read as marked (issue 28 §4); attempts from before marks were stored are marked again.
      const missed = items.filter((item) => !(item.correct ?? isCorrect({ ...item, answer: question(item.questionId).answer }))).map((item) => item.questionId);
      const plan = retryPlan(course, missed);
      if (!plan) throw new ConflictError('You answered every question of that test right: there are no mistakes to retry.');
      return plan;
    },

    async start(user: { id: number; vehicleType: VehicleType }, plan: ExamPlan): Promise<AttemptView> {
      const now = Date.now();
      let first = 0;
      const drawn = plan.parts.map((p) => {
        const items = drawItems(p.pool, p.drawSize);
        const part = { key: p.key, title: p.title, first, count: items.length, timeLimit: p.timeLimit, deadline: null as string | null, endedAt: null };
        first += items.length;
        return { part, items };
      });
      const firstPart = drawn[0]?.part;
      if (!firstPart) throw new Error('a test has at least one part');
      firstPart.deadline = iso(now + firstPart.timeLimit * MINUTE_MS);
      const deadlineAt = new Date(now + firstPart.timeLimit * MINUTE_MS);
      const parts = plan.inParts ? drawn.map((d) => d.part) : null;
      const items = drawn.flatMap((d) => d.items);
      await revealQuestions(db, user.id, items.map((i) => i.questionId));
      const created = await createAttempt(db, { userId: user.id, testId: plan.testId, county: plan.county, vehicleType: user.vehicleType, deadlineAt, parts, items });
      // The view is built from what was just stored, without reading it back.
      return view({
        attempt: {
          id: created.id,
          userId: user.id,
          testId: plan.testId,
          county: plan.county,
          vehicleType: user.vehicleType,
          startedAt: created.startedAt,
          deadlineAt,
          submittedAt: null,
          status: 'in_progress',
          score: null,
          total: items.length,
          parts,
          marks: null,
        },
        items: items.map((item, position) => ({ attemptId: created.id, position, ...item, selected: null, flagged: false, answeredAt: null, correct: null, correctAnswer: null })),
      });
    },

    get: async (userId: number, id: string) => view(await load(userId, id)),

    /** The fast path: one statement that checks the session, the plan, the clock and the part. */
    saveAnswerWithSession: (a: { attemptId: string; sessionHash: string; absoluteDays: number; position: number; selected: number | null; flagged: boolean | undefined; answeredAt?: string | undefined }) =>
      saveAnswer(db, a),

    /**
     * Why an answer was refused, once the learner is known to be signed in with a plan. An answer
     * older than the one the question holds (a late replay from an offline queue) is no error:
     * the newer one stands and is answered back (issue 23).
     */
    async refusal(userId: number, id: string, position: number, answeredAt?: string): Promise<{ position: number; selected: number | null; flagged: boolean }> {
      // Read before the clock is applied: an attempt out of time is marked by `load`, and the
      // learner should hear that time ran out, not that they submitted.
      const before = await findAttempt(db, id, userId);
      if (!before) throw new NotFoundError('No such attempt.');
      const held = before.items.find((i) => i.position === position);
      const inTime = before.attempt.deadlineAt.getTime() + GRACE_SECONDS * 1000 > Date.now();
      if (answeredAt && held?.answeredAt && before.attempt.status === 'in_progress' && inTime && held.answeredAt.getTime() > Date.parse(answeredAt)) {
        return { position, selected: held.selected, flagged: held.flagged };
      }
      const loaded = await load(userId, id);
      if (!loaded.items.some((i) => i.position === position)) throw new NotFoundError('No question at that position in this attempt.');
      if (before.attempt.status === 'submitted') throw new ConflictError('This test has already been submitted.');
      const parts = loaded.attempt.parts;
      const partOf = parts?.find((p) => position >= p.first && position < p.first + p.count);
      if (loaded.attempt.status === 'in_progress' && partOf && partOf.deadline === null && !partOf.endedAt) {
        throw new ConflictError(`That question is in ${partOf.title}, which has not started yet: finish the part under way first.`);
      }
      if (loaded.attempt.status === 'in_progress' && partOf?.endedAt) throw new ConflictError(`${partOf.title} has ended: its answers can no longer change.`);
      throw new ConflictError('Time is up for this part of the test: the answer was not saved.');
    },

    /** Unfinished attempts, after applying the clock to any left past its time (which are marked, and so drop out). */
    async listOpen(userId: number) {
      const graceMs = GRACE_SECONDS * 1000;
      const rows = await listOpenAttempts(db, userId);
      const stale = rows.filter((r) => Date.now() > r.deadlineAt.getTime() + graceMs);
      for (const r of stale) await load(userId, r.id);
      return stale.length > 0 ? listOpenAttempts(db, userId) : rows;
    },

    /** Ends the part under way (`part`, the simulator) or the whole attempt, and marks it when nothing is left. */
    async submit(userId: number, id: string, part: number | undefined): Promise<AttemptView> {
      const loaded = await load(userId, id);
      const { attempt } = loaded;
      if (attempt.status === 'submitted') throw new ConflictError('This test has already been submitted.');
      if (attempt.parts) {
        const activeIndex = attempt.parts.findIndex((p) => !p.endedAt);
        if (part !== undefined && part !== activeIndex) throw new ConflictError(`Part ${part + 1} is not the part under way.`);
        const now = Date.now();
        const parts = attempt.parts.map((p, i) => (i === activeIndex ? { ...p, endedAt: iso(now) } : { ...p }));
        const next = parts.find((p) => !p.endedAt);
        if (part !== undefined && next) {
          next.deadline = iso(now + next.timeLimit * MINUTE_MS);
          await updateParts(db, id, parts, new Date(next.deadline));
          return view(await load(userId, id));
        }
        await mark(loaded, parts.map((p) => ({ ...p, endedAt: p.endedAt ?? iso(now) })));
      } else {
        await mark(loaded, null);
      }
      return view(await load(userId, id));
    },
  };
}

export type ExamService = ReturnType<typeof createExamService>;
