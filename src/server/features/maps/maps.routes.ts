import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, API_PATTERNS } from '#shared/api-paths.ts';
import { countySlug } from '#shared/practice-tests.ts';
import {
  countyQuery,
  mapDrillAnswerParams,
  mapDrillAnswerResponse,
  mapDrillAnswerSchema,
  mapDrillParams,
  mapDrillSessionResponse,
  placesResponse,
  startMapDrillSchema,
  type MapDrillSession,
  type OptionKey,
} from '#shared/schemas/places.ts';
import type { Course } from '../../course/course.ts';
import type { Db } from '../../db/client.ts';
import { findMapSession, insertMapSession, markMapDrill, type MapDrillRow } from '../../data/map-drills.ts';
import { limitKeys } from '../../data/rate-limits.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { remember } from '../../learning/remember.ts';
import { consume } from '../../lib/rate-limit.ts';
import { seededRandom } from '../../lib/seeded-random.ts';
import type { Auth } from '../../plugins/session.ts';
import { drillPlaces, drillView, extent, planMapSession } from './map-drills.ts';

/** A map reveals the course's places: generous for study, but a script walking every county is refused. */
export const MAPS_LIMIT = { max: 400, windowSeconds: 3600, message: 'You have opened a lot of maps and drills in the last hour. Take a short break: they will be here when you come back.' };

export interface TileSettings {
  url: string;
  attribution: string;
}

function score(rows: readonly Pick<MapDrillRow, 'answeredAt' | 'correct'>[]) {
  return { answered: rows.filter((r) => r.answeredAt !== null).length, right: rows.filter((r) => r.correct === true).length, total: rows.length };
}

function sessionView(id: string, rows: MapDrillRow[]): MapDrillSession {
  const first = rows[0];
  if (!first) throw new NotFoundError('No such map drill.');
  return {
    id,
    county: first.county as MapDrillSession['county'],
    mode: first.mode,
    drills: rows.map((r) => drillView(r.position, r.drill, r.given !== null && r.correct !== null ? { given: r.given, correct: r.correct } : null)),
    ...score(rows),
  };
}

/**
 * The study map and its drills (issue 34, DESIGN.md §17): a county's places for learners with a
 * plan, and drills of five generated and marked here. An answer about a place counts toward the
 * county questions about it, so the map feeds review and the Area Knowledge readiness.
 */
export const mapsRoutes: FastifyPluginAsyncZod<{ db: Db; auth: Auth; course: Course; tiles: TileSettings }> = async (app, { db, auth, course, tiles }) => {
  app.get(
    API_PATTERNS.places,
    { onRequest: auth.requirePlan, schema: { tags: ['maps'], summary: "A county's study map: its places (paid)", querystring: countyQuery, response: { 200: placesResponse } } },
    async (request) => {
      const { county } = request.query;
      await consume(db, limitKeys.mapsUser(auth.limitSubject(request)), MAPS_LIMIT);
      const places = course.places(countySlug(county));
      if (places.length === 0) throw new NotFoundError(`No map for ${county} yet.`);
      const own = places.filter((p) => !p.outside);
      return {
        county,
        tiles,
        bounds: extent(own.length > 0 ? own : places),
        places: places.map(({ questions: _linked, ...p }) => p),
      };
    },
  );

  app.post(
    API.mapDrills,
    { onRequest: auth.requirePlan, schema: { tags: ['maps'], summary: 'Start a map drill of five (no answers in it)', body: startMapDrillSchema, response: { 201: mapDrillSessionResponse } } },
    async (request, reply) => {
      const userId = auth.user(request).id;
      const { county, mode, group } = request.body;
      await consume(db, limitKeys.mapsUser(auth.limitSubject(request)), MAPS_LIMIT);
      const places = course.places(countySlug(county));
      if (places.length === 0) throw new NotFoundError(`No map for ${county} yet.`);
      const drills = planMapSession(seededRandom(randomInt(2 ** 31)), mode, drillPlaces(places, mode === 'places' ? group : undefined));
      if (drills.length === 0) throw new ConflictError(`There are not enough places of that kind on the ${county} map for a drill: choose another.`);
      const id = randomUUID();
      await insertMapSession(db, { userId, sessionId: id, county, mode, drills });
      return reply.code(201).send(sessionView(id, await findMapSession(db, userId, id)));
    },
  );

  app.get(
    API_PATTERNS.mapDrill,
    { onRequest: auth.requirePlan, schema: { tags: ['maps'], summary: 'A map drill session with the marks so far', params: mapDrillParams, response: { 200: mapDrillSessionResponse } } },
    async (request) => {
      const userId = auth.user(request).id;
      await consume(db, limitKeys.mapsUser(auth.limitSubject(request)), MAPS_LIMIT);
      const rows = await findMapSession(db, userId, request.params.id);
      if (rows.length === 0) throw new NotFoundError('No such map drill.');
      return sessionView(request.params.id, rows);
    },
  );

  app.put(
    API_PATTERNS.mapDrillAnswer,
    {
      onRequest: auth.requirePlan,
      schema: { tags: ['maps'], summary: 'Answer one map drill: marked here, counted toward the questions about the place', params: mapDrillAnswerParams, body: mapDrillAnswerSchema, response: { 200: mapDrillAnswerResponse } },
    },
    async (request) => {
      const userId = auth.user(request).id;
      const { id, position } = request.params;
      const given: OptionKey = request.body.option;
      await consume(db, limitKeys.mapsUser(auth.limitSubject(request)), MAPS_LIMIT);
      const rows = await findMapSession(db, userId, id);
      const row = rows.find((r) => r.position === position);
      if (!row) throw new NotFoundError('No such map drill.');
      if (row.answeredAt !== null) throw new ConflictError('This drill is already answered: go on to the next one.');
      const correct = given === row.drill.answer;
      const linked = row.drill.placeId ? (course.places(countySlug(row.county as MapDrillSession['county'])).find((p) => p.id === row.drill.placeId)?.questions ?? []) : [];
      const stored = await db.transaction(async (tx) => {
        if (!(await markMapDrill(tx, { userId, sessionId: id, position, given, correct }))) return false;
        // Where the place is, asked another way: the same evidence as answering its questions.
        await remember(tx, userId, linked.filter((q) => course.has(q)).map((questionId) => ({ questionId, correct })));
        return true;
      });
      if (!stored) throw new ConflictError('This drill is already answered: go on to the next one.');
      const after = rows.map((r) => (r.position === position ? { answeredAt: new Date(), correct } : r));
      const view = drillView(position, row.drill, { given, correct });
      if (!view.mark) throw new Error('a marked drill without its mark');
      return { ...view.mark, ...score(after) };
    },
  );
};
