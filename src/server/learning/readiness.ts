import { ENTRY_PARTS, entryPassScore, SIMULATOR_TEST_ID } from '#shared/entry-test.ts';
import { MODULES } from '#shared/modules.ts';
import type { CountyOption } from '#shared/practice-tests.ts';
import type { Readiness } from '#shared/schemas/review.ts';
import type { Course } from '../course/course.ts';
import { COUNTY_MODULE_ID, type CompiledQuestion } from '../course/types.ts';
import type { Executor } from '../db/client.ts';
import { answerTallies, countSubmitted, simulatorPartsPassedSince } from '../data/attempts.ts';
import { countAnsweredDrills, drillSummary } from '../data/fare-drills.ts';
import { countAnsweredMapDrills, mapDrillTally } from '../data/map-drills.ts';
import { memoryVersion, recallCards, type RecallCard } from '../data/question-memory.ts';
import { estimatePass, type AnswerTally } from './ability.ts';
import { recallNow } from './memory.ts';

/** A module check is the module quiz's length (issue 19 §3), passed at the Entry Test's 75 %. */
const MODULE_DRAW = 10;
/** "Ready to book" (DESIGN.md §18): both parts this likely to pass, and a simulator pass this recent. */
export const READY_CHANCE = 0.8;
export const READY_SITTING_DAYS = 14;
const DAY_MS = 86_400_000;

export interface LearnerEvidence {
  /** The learner's cards, as much of each as recall needs. */
  memory: Map<string, RecallCard>;
  tallies: Map<string, AnswerTally>;
  /** Simulator parts passed in the last READY_SITTING_DAYS days. */
  recentPasses: Set<string>;
  /** Fare drills answered and right: they count toward the fares chapter (issue 33). */
  drills?: { answered: number; right: number };
  /** Map drills on the county's places answered and right: they count toward its Area Knowledge (issue 34). */
  mapDrills?: { answered: number; right: number };
}

/** The fares chapter, whose readiness also learns from fare drills. */
const FARES_MODULE_ID = 7;
/** Drills (fares, map) stand in as single answers; past this many only their share counts, so they never drown the questions. */
const MAX_DRILL_EVIDENCE = 100;

function drillTallies(drills: LearnerEvidence['drills']): AnswerTally[] {
  if (!drills || drills.answered === 0) return [];
  const n = Math.min(drills.answered, MAX_DRILL_EVIDENCE);
  const right = Math.round((drills.right / drills.answered) * n);
  return Array.from({ length: n }, (_, i) => ({ n: 1, k: i < right ? 1 : 0 }));
}

/**
 * Each card's recall now, worked out once per readiness: every question is in its module's pool
 * and in a part's, and with a full card set FSRS was asked twice for each of thousands.
 */
function retentions(evidence: LearnerEvidence, now: Date): (id: string) => number {
  const known = new Map<string, number>();
  return (id) => {
    let retention = known.get(id);
    if (retention === undefined) {
      const card = evidence.memory.get(id);
      known.set(id, (retention = card ? recallNow(card, now) : 1));
    }
    return retention;
  };
}

function item(key: string, title: string, pool: readonly CompiledQuestion[], drawSize: number, evidence: LearnerEvidence, retention: (id: string) => number, practice: readonly AnswerTally[] = []) {
  const seen = pool.flatMap((q) => {
    const tally = evidence.tallies.get(q.id);
    if (!tally || tally.n === 0) return [];
    return [{ ...tally, retention: retention(q.id) }];
  });
  const draw = Math.min(drawSize, pool.length);
  const passMark = entryPassScore(draw);
  const estimate = estimatePass(seen, pool.length - seen.length, draw, passMark, practice);
  return { key, title, probability: estimate.probability, low: estimate.low, high: estimate.high, answers: estimate.answers, seen: seen.length, pool: pool.length, drawSize: draw, passMark };
}

/**
 * Industry Knowledge (54 from modules 1–11), the county's Area Knowledge (36) and each module,
 * from the pools the draw uses (the course owns them), and whether the learner is ready to book.
 */
export function readiness(course: Course, evidence: LearnerEvidence, county: CountyOption, now = new Date()): Readiness {
  const [industry, area] = ENTRY_PARTS;
  const pools = course.simulatorPools(county);
  const retention = retentions(evidence, now);
  // Weakest first. Array sort is stable and MODULES is in module order, so even chances stay in module order.
  const modules = MODULES.map((m) => {
    const pool = m.id === COUNTY_MODULE_ID ? pools.area : course.moduleBank(m.id);
    const practice = m.id === FARES_MODULE_ID ? drillTallies(evidence.drills) : m.id === COUNTY_MODULE_ID ? drillTallies(evidence.mapDrills) : [];
    return { moduleId: m.id, ...item(`module-${m.id}`, m.title, pool, MODULE_DRAW, evidence, retention, practice) };
  }).sort((a, b) => a.probability - b.probability);
  const industryKnowledge = item('industry', industry.title, pools.industry, industry.questions, evidence, retention);
  const areaKnowledge = item('area', `${area.title}: ${county}`, pools.area, area.questions, evidence, retention, drillTallies(evidence.mapDrills));
  return { industryKnowledge, county: areaKnowledge, modules, readyToBook: readyToBook(industryKnowledge.probability, areaKnowledge.probability, evidence.recentPasses) };
}

/** The "ready to book" signal and, when not ready, the next thing to do. */
export function readyToBook(industry: number, area: number, recentPasses: Set<string>): Readiness['readyToBook'] {
  const chance = (p: number) => `${Math.round(p * 100)}%`;
  const sat = recentPasses.has('industry') && recentPasses.has('area');
  if (industry >= READY_CHANCE && area >= READY_CHANCE && sat) {
    return { ready: true, next: 'You are ready to book your Entry Test: both parts are at least 80% likely to pass, and you passed the simulator in the last 14 days.' };
  }
  const weak = industry <= area ? { name: 'Industry Knowledge', p: industry } : { name: 'Area Knowledge', p: area };
  if (weak.p < READY_CHANCE) return { ready: false, next: `Not ready to book yet: ${weak.name} is ${chance(weak.p)} likely to pass. Practise your weakest modules and review what you missed until both parts reach 80%.` };
  return { ready: false, next: `Nearly there: both parts are at least 80% likely to pass. Pass both parts of the Entry Test simulator (within ${READY_SITTING_DAYS} days) to confirm you are ready to book.` };
}

/** Everything readiness reads about one learner. */
export async function learnerEvidence(db: Executor, userId: number, county: CountyOption, now = new Date()): Promise<LearnerEvidence> {
  // Asked at once: on a pool each read has its own connection, so a full card set's two big reads
  // (about 4,000 rows each) overlap instead of queueing (issue 35 §3).
  const [memory, tallies, recentPasses, drills, mapDrills] = await Promise.all([
    recallCards(db, userId),
    answerTallies(db, userId),
    simulatorPartsPassedSince(db, userId, SIMULATOR_TEST_ID, new Date(now.getTime() - READY_SITTING_DAYS * DAY_MS), county),
    drillSummary(db, userId),
    mapDrillTally(db, userId, county),
  ]);
  return { memory, tallies, recentPasses, drills, mapDrills };
}

/**
 * Readiness is worked out again only when the learner's answers or memory change (issue 27 §9):
 * with a full card set (every question of the bank answered) it costs about 30 ms of the event
 * loop on the 2-core machine, 250 ms before answers were grouped by tally (issue 35 §3). The cache is per process and
 * checked against the database's version, so several instances stay right; forgetting moves the
 * figure slowly, so an entry also lapses after ten minutes.
 */
const CACHE_LIMIT = 2_000;
const CACHE_TTL_MS = 10 * 60_000;
const cache = new Map<string, { version: string; at: number; value: Readiness }>();

export async function readinessFor(db: Executor, course: Course, userId: number, county: CountyOption, now = new Date()): Promise<Readiness> {
  const key = `${userId}:${county}`;
  const version = (await Promise.all([memoryVersion(db, userId), countSubmitted(db, userId), countAnsweredDrills(db, userId), countAnsweredMapDrills(db, userId)])).join(':');
  const hit = cache.get(key);
  if (hit && hit.version === version && now.getTime() - hit.at < CACHE_TTL_MS) return hit.value;
  const value = readiness(course, await learnerEvidence(db, userId, county, now), county, now);
  cache.delete(key);
  cache.set(key, { version, at: now.getTime(), value });
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value ?? '');
  return value;
}
