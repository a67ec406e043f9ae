import { ENTRY_PARTS, entryPassScore } from '#shared/entry-test.ts';
import { MODULES } from '#shared/modules.ts';
import type { CountyOption } from '#shared/practice-tests.ts';
import { passProbability } from '#shared/readiness.ts';
import type { Readiness } from '#shared/schemas/review.ts';
import type { Course } from '../course/course.ts';
import { COUNTY_MODULE_ID, type CompiledQuestion } from '../course/types.ts';
import { recallNow, type MemoryCard } from './memory.ts';

/**
 * The recall we assume for a question the learner has never answered: 0.25, the chance of
 * guessing one of four options. Reading a module surely helps, but we have no evidence of how
 * much for this learner, and an estimate that errs high would send someone to a €90 test
 * unready; so readiness starts at guessing and rises only on answers given.
 */
export const UNSEEN_RECALL = 0.25;
/** A module check is the module quiz's length (issue 19 §3), passed at the Entry Test's 75 %. */
const MODULE_DRAW = 10;

function item(key: string, title: string, pool: readonly CompiledQuestion[], drawSize: number, memory: Map<string, MemoryCard>, now: Date) {
  const recall = pool.map((q) => {
    const card = memory.get(q.id);
    return card ? recallNow(card, now) : UNSEEN_RECALL;
  });
  const draw = Math.min(drawSize, pool.length);
  const passMark = entryPassScore(draw);
  return { key, title, probability: passProbability(recall, draw, passMark), seen: pool.filter((q) => memory.has(q.id)).length, pool: pool.length, drawSize: draw, passMark };
}

/** Industry Knowledge (54 from modules 1–11), the county's Area Knowledge (36) and each module. */
export function readiness(course: Course, memory: Map<string, MemoryCard>, county: CountyOption, now = new Date()): Readiness {
  const [industry, area] = ENTRY_PARTS;
  const pools = course.simulatorPools(county);
  const modules = MODULES.map((m) => {
    const pool = m.id === COUNTY_MODULE_ID ? pools.area : course.moduleBank(m.id);
    return { moduleId: m.id, ...item(`module-${m.id}`, m.title, pool, MODULE_DRAW, memory, now) };
  }).sort((a, b) => a.probability - b.probability || a.moduleId - b.moduleId);
  return {
    industryKnowledge: item('industry', industry.title, pools.industry, industry.questions, memory, now),
    county: item('area', `${area.title}: ${county}`, pools.area, area.questions, memory, now),
    modules,
  };
}
