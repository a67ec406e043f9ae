import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MapDrillSession, PlacesResponse } from '../../src/shared/schemas/places.ts';
import type { Readiness, ReviewDue } from '../../src/shared/schemas/review.ts';
import { parseEnv, tileSource } from '../../src/server/env.ts';
import { caller, course, payingLearner as payingLearnerOf } from '../support/exam.ts';
import { useTestApp } from '../support/test-app.ts';
import { signUp } from '../support/users.ts';

/** Issue 34: the study map's places and map drills, for paying learners, marked here and fed into review. */
const ctx = useTestApp();
const call = caller(() => ctx.app);
const payingLearner = () => payingLearnerOf(ctx);
const SOME_ID = '0b7c4f5e-8d3a-4c2b-9e1f-2a3b4c5d6e7f';

type Stored = { position: number; answer: string; place_id: string | null; correct: boolean | null };
async function stored(sessionId: string): Promise<Stored[]> {
  const { rows } = await ctx.database.db.execute<Stored>(
    sql`select position, drill->>'answer' as answer, drill->>'placeId' as place_id, correct from map_drills where session_id = ${sessionId} order by position`,
  );
  return rows;
}

async function start(cookie: string, body: Record<string, unknown>): Promise<MapDrillSession> {
  const res = await call('POST', '/api/map-drills', cookie, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<MapDrillSession>();
}

const other = (key: string) => (key === 'a' ? 'b' : 'a');

describe('maps: who may see them', () => {
  it('are refused signed out (401) and without a plan (402)', async () => {
    expect((await call('GET', '/api/places?county=Dublin')).statusCode).toBe(401);
    expect((await call('POST', '/api/map-drills', undefined, { county: 'Dublin' })).statusCode).toBe(401);
    const { cookie } = await signUp(ctx.app);
    expect((await call('GET', '/api/places?county=Dublin', cookie)).statusCode).toBe(402);
    expect((await call('POST', '/api/map-drills', cookie, { county: 'Dublin' })).statusCode).toBe(402);
    expect((await call('GET', `/api/map-drills/${SOME_ID}`, cookie)).statusCode).toBe(402);
    expect((await call('PUT', `/api/map-drills/${SOME_ID}/answers/0`, cookie, { option: 'a' })).statusCode).toBe(402);
  });

  it('name what is wrong with bad input (400) and never show another learner a session (404)', async () => {
    const { cookie } = await payingLearner();
    const bad = await call('GET', '/api/places?county=Atlantis', cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/county/);
    expect((await call('POST', '/api/map-drills', cookie, { county: 'Dublin', group: 'pubs' })).json<{ message: string }>().message).toMatch(/group must be one of/);
    expect((await call('POST', '/api/map-drills', cookie, { county: 'Dublin', mode: 'quiz' })).statusCode).toBe(400);
    const session = await start(cookie, { county: 'Dublin' });
    expect((await call('PUT', `/api/map-drills/${session.id}/answers/0`, cookie, { option: 'e' })).statusCode).toBe(400);
    expect((await call('PUT', `/api/map-drills/${session.id}/answers/5`, cookie, { option: 'a' })).statusCode).toBe(400);
    const stranger = await payingLearner();
    expect((await call('GET', `/api/map-drills/${session.id}`, stranger.cookie)).statusCode).toBe(404);
    expect((await call('PUT', `/api/map-drills/${session.id}/answers/0`, stranger.cookie, { option: 'a' })).statusCode).toBe(404);
  });
});

describe('the study map', () => {
  it("serves a county's places with the tile server, without the questions they link to", async () => {
    const { cookie } = await payingLearner();
    const res = await call('GET', '/api/places?county=Dublin', cookie);
    expect(res.statusCode, res.body).toBe(200);
    const map = res.json<PlacesResponse>();
    expect(map.county).toBe('Dublin');
    expect(map.places.filter((p) => !p.outside).length).toBeGreaterThanOrEqual(80);
    expect(map.places.some((p) => p.kind === 'hospital-ed')).toBe(true);
    expect(map.tiles.url).toMatch(/\{z\}.*\{x\}.*\{y\}/);
    expect(map.tiles.attribution.length).toBeGreaterThan(3);
    for (const p of map.places.filter((x) => !x.outside)) {
      expect(p.lat).toBeGreaterThan(map.bounds.south);
      expect(p.lat).toBeLessThan(map.bounds.north);
    }
    expect(JSON.stringify(map)).not.toContain('"questions"');
    for (const county of ['Cork', 'Leitrim']) expect((await call('GET', `/api/places?county=${county}`, cookie)).statusCode).toBe(200);
  });

  it('lets the page load exactly the configured tile server (CSP)', async () => {
    const res = await call('GET', '/api/health');
    const csp = String(res.headers['content-security-policy']);
    const imgSrc = csp.split(';').find((d) => d.trim().startsWith('img-src')) ?? '';
    expect(imgSrc).toContain(tileSource(parseEnv({}).MAP_TILE_URL));
    expect(tileSource('https://{s}.tiles.example.org/{z}/{x}/{y}.png')).toBe('https://*.tiles.example.org');
  });
});

describe('map drills', () => {
  it('hold five drills with no answer in them', async () => {
    const { cookie } = await payingLearner();
    const session = await start(cookie, { county: 'Dublin' });
    expect(session).toMatchObject({ county: 'Dublin', mode: 'places', answered: 0, right: 0, total: 5 });
    for (const d of session.drills) {
      expect(Object.keys(d).sort()).toEqual(['grid', 'kind', 'mark', 'markers', 'options', 'position', 'prompt']);
      expect(d.mark).toBeNull();
      expect(d.options).toHaveLength(4);
    }
    expect(JSON.stringify(session)).not.toMatch(/"answer"|placeId|explanation/);
    const hospitals = await start(cookie, { county: 'Dublin', group: 'hospitals' });
    const rows = await stored(hospitals.id);
    const dublin = course.places['dublin'] ?? [];
    for (const row of rows.filter((r) => r.place_id)) {
      const kind = dublin.find((p) => p.id === row.place_id)?.kind;
      // "Nearest" may key any kind; the others ask about the group chosen.
      if (hospitals.drills[row.position]?.kind !== 'nearest') expect(['hospital-ed', 'hospital', 'injury-unit']).toContain(kind);
    }
    const reading = await start(cookie, { county: 'Galway', mode: 'reading' });
    expect(reading.drills.map((d) => d.kind).sort()).toEqual(['distance', 'distance', 'grid', 'grid', 'legend']);
    expect(reading.drills.filter((d) => d.kind === 'grid').every((d) => d.grid !== null)).toBe(true);
  });

  it('marks answers once, and a place missed comes back in review as its question', async () => {
    const { cookie, user } = await payingLearner();
    const { rows: ids } = await ctx.database.db.execute<{ id: number }>(sql`select id from users where username = ${user.username}`);
    const userId = ids[0]?.id;
    // A session whose first drill is about a place the county's questions ask about.
    let session: MapDrillSession | null = null;
    let rows: Stored[] = [];
    for (let tries = 0; tries < 10 && !session; tries += 1) {
      const s = await start(cookie, { county: 'Dublin', group: 'hospitals' });
      const r = await stored(s.id);
      const linked = (course.places['dublin'] ?? []).find((p) => p.id === r[0]?.place_id)?.questions ?? [];
      if (linked.length > 0) [session, rows] = [s, r];
    }
    if (!session) throw new Error('no drill about a linked place in ten sessions');
    const [first, second] = rows;
    if (!first || !second) throw new Error('no drills');
    const linked = (course.places['dublin'] ?? []).find((p) => p.id === first.place_id)?.questions ?? [];

    const readiness = async () => (await call('GET', '/api/readiness?county=Dublin', cookie)).json<Readiness>().county;
    const before = await readiness();
    expect(before.answers).toBe(0);
    const wrong = await call('PUT', `/api/map-drills/${session.id}/answers/0`, cookie, { option: other(first.answer) });
    expect(wrong.statusCode, wrong.body).toBe(200);
    expect(wrong.json()).toMatchObject({ correct: false, answer: first.answer, given: other(first.answer), answered: 1, right: 0, total: 5 });
    expect(wrong.json<{ explanation: string }>().explanation.length).toBeGreaterThan(20);
    const right = await call('PUT', `/api/map-drills/${session.id}/answers/1`, cookie, { option: second.answer });
    expect(right.json()).toMatchObject({ correct: true, answered: 2, right: 1 });

    const again = await call('PUT', `/api/map-drills/${session.id}/answers/0`, cookie, { option: first.answer });
    expect(again.statusCode).toBe(409);
    expect((await stored(session.id)).slice(0, 2).map((r) => r.correct)).toEqual([false, true]);

    // The place missed: its questions are now cards due within a day, and the review list offers them.
    const { rows: cards } = await ctx.database.db.execute<{ question_id: string; lapses: number }>(
      sql`select question_id, lapses from question_memory where user_id = ${userId} and question_id in ${sql.raw(`(${linked.map((id) => `'${id}'`).join(',')})`)}`,
    );
    expect(cards.map((c) => c.question_id).sort()).toEqual([...linked].sort());
    const due = (await call('GET', '/api/review/due?within=86400', cookie)).json<ReviewDue>();
    expect(due.questions.map((q) => q.questionId)).toEqual(expect.arrayContaining(linked));

    // …and the Area Knowledge readiness counts both answers as evidence (as fare drills count toward fares).
    const after = await readiness();
    expect(after.answers).toBe(2);
    expect(after.probability).not.toBe(before.probability);
    // Another county's readiness is not moved by Dublin's map.
    expect((await call('GET', '/api/readiness?county=Cork', cookie)).json<Readiness>().county.answers).toBe(0);

    const resumed = (await call('GET', `/api/map-drills/${session.id}`, cookie)).json<MapDrillSession>();
    expect(resumed).toMatchObject({ answered: 2, right: 1 });
    expect(resumed.drills[0]?.mark).toMatchObject({ correct: false, answer: first.answer });
    expect(resumed.drills[2]?.mark).toBeNull();
    const exported = (await call('GET', '/api/user/export', cookie)).json<{ mapDrills: { correct: boolean | null }[] }>();
    expect(exported.mapDrills.filter((d) => d.correct !== null)).toHaveLength(2);
  });
});
