import type { AttemptView } from '../../src/shared/schemas/attempts.ts';
import { markAttempt } from '../../src/shared/marking.ts';
import { stubApi, type ApiAnswer } from './render-component.tsx';

/** Attempt views and a fake exam server for component tests (DESIGN.md §13), marking like the real one. */
export const ATTEMPT_ID = '0b8f9a52-4d3c-4b1e-9a7f-2c6d8e1f3a40';

const iso = (ms: number) => new Date(ms).toISOString();

export const fakeQuestion = (position: number, n = position + 1) => ({
  position,
  id: `m01-${String(n).padStart(3, '0')}`,
  text: `Question text ${n}?`,
  options: [`Q${n} option A`, `Q${n} option B`, `Q${n} option C`, `Q${n} option D`],
});

/** A three-question Industry Knowledge attempt in progress, 44 minutes left. */
export function fakeView(over: Partial<AttemptView> = {}, count = 3): AttemptView {
  const now = Date.now();
  const positions = Array.from({ length: count }, (_, i) => i);
  return {
    id: ATTEMPT_ID,
    test: { id: 1, title: 'Industry Knowledge', description: 'The SPSV industry.', timeLimit: 45, totalQuestions: count },
    county: null,
    vehicleType: 'taxi',
    status: 'in_progress',
    startedAt: iso(now - 60_000),
    deadline: iso(now + 44 * 60_000),
    serverNow: iso(now),
    parts: null,
    activePart: null,
    questions: positions.map((p) => fakeQuestion(p)),
    answers: positions.map((position) => ({ position, selected: null, flagged: false })),
    result: null,
    ...over,
  };
}

/** The simulator with parts of `industry` and `area` questions, part 1 under way. */
export function fakeSimulatorView(industry = 3, area = 2): AttemptView {
  const now = Date.now();
  const base = fakeView({}, industry + area);
  return {
    ...base,
    test: { id: 100, title: 'SPSV Entry Test simulation', description: '', timeLimit: 90, totalQuestions: industry + area },
    county: 'Dublin',
    parts: [
      { key: 'industry', title: 'Industry Knowledge', first: 0, count: industry, timeLimit: 54, deadline: iso(now + 54 * 60_000), endedAt: null },
      { key: 'area', title: 'Area Knowledge', first: industry, count: area, timeLimit: 36, deadline: null, endedAt: null },
    ],
    activePart: 0,
    deadline: iso(now + 54 * 60_000),
  };
}

/** Marks a view as the server would: `answers[i]` is the right option of position i. */
export function markView(view: AttemptView, rightAnswers: readonly number[]): AttemptView {
  const partOf = (p: number) => Math.max(0, view.parts?.findIndex((part) => p >= part.first && p < part.first + part.count) ?? 0);
  const items = view.answers.map((a) => ({ part: partOf(a.position), optionOrder: [0, 1, 2, 3], selected: a.selected, answer: rightAnswers[a.position] ?? 0 }));
  const marking = markAttempt(items, view.parts?.map((p) => ({ key: p.key, title: p.title })) ?? null);
  return {
    ...view,
    status: 'submitted',
    deadline: null,
    activePart: null,
    result: {
      score: marking.score,
      total: marking.total,
      passed: marking.passed,
      timeSpentSeconds: 125,
      parts: marking.parts,
      items: view.questions.map((q, i) => ({
        position: q.position,
        questionId: q.id,
        module: 1,
        text: q.text,
        options: q.options,
        selected: view.answers[i]?.selected ?? null,
        correctAnswer: rightAnswers[q.position] ?? 0,
        correct: marking.correct[i] === true,
        explanation: `Because of rule ${q.position + 1}.`,
        source: 'Manual ed. 8, ch. 1',
        verified: '2026-11-25',
      })),
    },
  };
}

export interface FakeExamOptions {
  rightAnswers: readonly number[];
  /** Overrides for a PUT (by call number, from 1), e.g. a failure. */
  put?: (call: number, position: number) => ApiAnswer | undefined;
  /** Overrides for POST /api/practice-tests (by call number, from 1). */
  save?: (call: number) => ApiAnswer | undefined;
  /** Overrides for POST …/submit (by call number, from 1), e.g. a failure. */
  submit?: (call: number) => ApiAnswer | undefined;
  tracker?: unknown;
  /** GET /api/practice-tests (empty when not given). */
  results?: unknown[];
  /** GET /api/readiness (404 when not given). */
  readiness?: unknown;
}

/** A fake exam server holding one attempt: it saves answers, ends parts and marks. */
export function fakeExamServer(initial: AttemptView, options: FakeExamOptions) {
  let view = structuredClone(initial);
  let puts = 0;
  let saves = 0;
  let submits = 0;
  // The server's clock keeps the lead (or lag) it had over the device's when the view was made.
  const skew = Date.parse(initial.serverNow) - Date.now();
  const now = (v: AttemptView) => ({ ...v, serverNow: new Date(Date.now() + skew).toISOString() });
  const calls = stubApi((method, path, body) => {
    const base = `/api/attempts/${ATTEMPT_ID}`;
    if (method === 'GET' && path === '/api/practice-tests') return { body: options.results ?? [] };
    if (method === 'GET' && path === '/api/readiness' && options.readiness) return { body: options.readiness };
    if (method === 'GET' && path === '/api/attempts') return { body: [] };
    if (method === 'GET' && path === '/api/entry-test/sittings') return { body: options.tracker ?? { sittings: [], status: { state: 'not_sat' } } };
    if (method === 'POST' && path === '/api/entry-test/sittings') {
      const sitting = body as { satOn: string; industryPassed: boolean; areaPassed: boolean };
      return { status: 201, body: { sittings: [{ id: 7, ...sitting }], status: { state: 'remaining', remaining: 'area', passBy: '2027-02-10', firstSatOn: sitting.satOn } } };
    }
    if (method === 'POST' && path === '/api/attempts') return { status: 201, body: now(view) };
    if (method === 'GET' && path === base) return { body: now(view) };
    const put = new RegExp(`^${base}/answers/(\\d+)$`).exec(path);
    if (method === 'PUT' && put) {
      puts += 1;
      const position = Number(put[1]);
      const override = options.put?.(puts, position);
      if (override) return override;
      const value = body as { selected: number | null; flagged: boolean };
      view = { ...view, answers: view.answers.map((a) => (a.position === position ? { position, ...value } : a)) };
      return { body: { position, ...value } };
    }
    if (method === 'POST' && path === `${base}/submit`) {
      submits += 1;
      const failed = options.submit?.(submits);
      if (failed) return failed;
      const part = (body as { part?: number }).part;
      const next = part === undefined ? undefined : view.parts?.[part + 1];
      if (view.parts && part !== undefined && next) {
        const deadline = new Date(Date.now() + next.timeLimit * 60_000).toISOString();
        view = {
          ...view,
          activePart: part + 1,
          deadline,
          parts: view.parts.map((p, i) => (i === part ? { ...p, endedAt: new Date().toISOString() } : i === part + 1 ? { ...p, deadline } : p)),
        };
        return { body: now(view) };
      }
      view = markView(view, options.rightAnswers);
      return { body: now(view) };
    }
    if (method === 'POST' && path === '/api/practice-tests') {
      saves += 1;
      return options.save?.(saves) ?? { status: 201, body: { id: ATTEMPT_ID } };
    }
    return undefined;
  });
  return { calls, current: () => view, mark: () => (view = markView(view, options.rightAnswers)) };
}
