import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { latencyStats } from './support.ts';

/** One request of a learner's journey. */
export interface Step {
  /** What the figures are grouped by: "review answer", not its path. */
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  cookie?: string;
  body?: unknown;
  /** The statuses this step may answer; 2xx when not given. Anything else fails the bench. */
  expect?: readonly number[];
}

export interface Answer {
  status: number;
  body: string;
  setCookie: string[];
}

/**
 * A learner's visit, written as the screens make their calls: it yields each request and is
 * handed the answer before it yields the next, so later steps use what earlier ones returned
 * (an attempt's id, the questions due). Steps are built when sent, so times in bodies are fresh.
 */
export type Journey = Generator<Step, void, Answer>;

export interface TrafficOptions {
  base: string;
  /** Requests per second, sent on a fixed schedule whatever the answers take (open loop). */
  rate: number;
  seconds: number;
  /** Seconds sent first and left out of the figures (errors still count). */
  warmup: number;
  /** A learner's pause between one answer and their next request, in ms: [min, max). */
  thinkMs: readonly [number, number];
  /** The next learner's journey, or null when every learner has been used. */
  nextLearner: () => Journey | null;
  /** Steps timed on their own but left out of the overall figures (the deliberately slow sign-in). */
  apart?: readonly string[];
  /**
   * Learners on the site at once: a visit that ends is followed by a new learner's, so visits at
   * every stage are under way at any moment (not one cohort moving through together). More join
   * whenever all of them are busy or thinking when a request is due.
   */
  learners?: number;
}

export interface StepFigures {
  name: string;
  requests: number;
  p50: number;
  p99: number;
  max: number;
}

export interface TrafficResult {
  requests: number;
  p50: number;
  p99: number;
  max: number;
  /** How late the generator sent its requests (a busy event loop), p99 and max. */
  lagP99: number;
  lagMax: number;
  byStep: StepFigures[];
  errors: string[];
  learnersStarted: number;
  journeysFinished: number;
}

interface Learner {
  journey: Journey;
  last: Answer | undefined;
  readyAt: number;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

function send(base: URL, step: Step): Promise<Answer> {
  const body = step.body === undefined ? undefined : JSON.stringify(step.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method: step.method,
        path: step.path,
        headers: { ...(step.cookie ? { cookie: step.cookie } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }) },
        timeout: 10_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), setCookie: res.headers['set-cookie'] ?? [] }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out after 10 s')));
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Fixed-rate traffic from many learners, each on a journey of their own (DESIGN.md §11). Request
 * i leaves at start + i / rate whether or not earlier ones have been answered, so a slow answer
 * cannot hold back the requests behind it (no coordinated omission). Each goes to a learner who
 * is waiting for nothing and has finished thinking; when none is, a new learner starts, so the
 * number of learners on the site grows with the latency, as it would. Latency is timed from the
 * moment the request was due to leave, so a generator held up by the busy event loop it shares
 * with the app counts that wait against the app.
 */
export async function runTraffic(o: TrafficOptions): Promise<TrafficResult> {
  const base = new URL(o.base);
  const interval = 1000 / o.rate;
  const start = performance.now();
  const measuredFrom = start + o.warmup * 1000;
  const end = measuredFrom + o.seconds * 1000;
  const ready: Learner[] = [];
  const times: number[] = [];
  const lags: number[] = [];
  const byStep = new Map<string, number[]>();
  const errors: string[] = [];
  const inFlight = new Set<Promise<void>>();
  let learnersStarted = 0;
  let journeysFinished = 0;
  /** Learners whose visit is under way. */
  let active = 0;
  const think = () => o.thinkMs[0] + Math.random() * (o.thinkMs[1] - o.thinkMs[0]);

  /** The first learner free to act now (unless a new one is due), else a new one; null when no learner is left. */
  const takeLearner = (now: number, arriving: boolean): { learner: Learner; step: Step } | null => {
    for (;;) {
      const index = arriving ? -1 : ready.findIndex((l) => l.readyAt <= now);
      let learner: Learner;
      if (index >= 0) learner = ready.splice(index, 1)[0] as Learner;
      else {
        const journey = o.nextLearner();
        if (!journey) return null;
        learnersStarted += 1;
        active += 1;
        learner = { journey, last: undefined, readyAt: now };
      }
      // A journey's first next() starts it; later ones hand it the answer to its last request.
      const next = learner.last === undefined ? learner.journey.next() : learner.journey.next(learner.last);
      if (!next.done) return { learner, step: next.value };
      journeysFinished += 1;
      active -= 1;
    }
  };

  for (let i = 0; ; i += 1) {
    const due = start + i * interval;
    if (due >= end) break;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    const sentAt = performance.now();
    const taken = takeLearner(sentAt, active < (o.learners ?? 0));
    if (!taken) {
      errors.push('no learner left to send a request: seed more learners');
      break;
    }
    const { learner, step } = taken;
    const measured = due >= measuredFrom;
    if (measured) lags.push(sentAt - due);
    const flight = send(base, step).then(
      (answer) => {
        const ms = performance.now() - due;
        const expected = step.expect ?? [];
        const ok = expected.length > 0 ? expected.includes(answer.status) : answer.status >= 200 && answer.status < 300;
        if (!ok) errors.push(`${step.name}: ${step.method} ${step.path} answered ${answer.status} ${answer.body.slice(0, 160)}`);
        if (measured) {
          if (!o.apart?.includes(step.name)) times.push(ms);
          let list = byStep.get(step.name);
          if (!list) byStep.set(step.name, (list = []));
          list.push(ms);
        }
        // A refused step ends the learner's visit: later steps would build on an answer that is not there.
        if (!ok) {
          active -= 1;
          return;
        }
        learner.last = answer;
        learner.readyAt = performance.now() + think();
        ready.push(learner);
      },
      (error: unknown) => {
        active -= 1;
        errors.push(`${step.name}: ${step.method} ${step.path} failed: ${error instanceof Error ? error.message : String(error)}`);
      },
    );
    const tracked = flight.finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
  }
  await Promise.all(inFlight);
  const all = latencyStats(times);
  const lag = latencyStats(lags);
  return {
    requests: times.length,
    ...all,
    lagP99: lag.p99,
    lagMax: lag.max,
    byStep: [...byStep].map(([name, t]) => ({ name, requests: t.length, ...latencyStats(t) })).sort((a, b) => b.requests - a.requests),
    errors,
    learnersStarted,
    journeysFinished,
  };
}

/** The session cookie a sign-in answer sets, as a Cookie header. */
export function sessionCookie(answer: Answer, name: string): string {
  const found = answer.setCookie.map((c) => c.split(';')[0] ?? '').find((c) => c.startsWith(`${name}=`));
  if (!found) throw new Error('sign-in set no session cookie');
  return found;
}

export function closeTraffic(): void {
  agent.destroy();
}
