import { API, API_PATTERNS } from '#shared/api-paths.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getModule } from '#shared/modules.ts';
import { moduleContentQuery, moduleContentResponse, moduleIdField, progressListResponse, progressRecord, saveProgressSchema } from '#shared/schemas/training.ts';
import { contentKeyFor } from '#shared/vehicle-types.ts';
import { COUNTIES, countySlug, DEFAULT_COUNTY, isCounty, type County } from '#shared/practice-tests.ts';
import type { Course } from '../../course/course.ts';
import { COUNTY_MODULE_ID, type CompiledModule, type CompiledPage } from '../../course/types.ts';
import { findPlan } from '../../data/study-plans.ts';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../errors.ts';
import type { Auth } from '../../plugins/session.ts';
import { listProgress, upsertProgress } from '../../data/training-progress.ts';

/**
 * A module's pages in reading order. Module 12 (issues 21, 31) starts with one county's guide, a
 * page at a time: the county asked for, else the learner's own, else Dublin; then its general pages.
 * The other counties' guides are opened one at a time (a city's guide alone is several pages).
 */
export function readingOrder(compiled: CompiledModule, ownCounty: string | null, asked?: County): { page: CompiledPage; county?: County }[] {
  const general = compiled.pages.map((page) => ({ page }));
  if (compiled.id !== COUNTY_MODULE_ID) return general;
  const county = asked ?? (isCounty(ownCounty) ? ownCounty : DEFAULT_COUNTY);
  return [...(compiled.counties[countySlug(county)] ?? []).map((page) => ({ page, county })), ...general];
}

export interface TrainingDeps {
  db: Db;
  auth: Auth;
  course: Course;
}

export const trainingRoutes: FastifyPluginAsyncZod<TrainingDeps> = async (app, { db, auth, course }) => {
  app.get(
    API_PATTERNS.moduleContent,
    {
      onRequest: auth.requirePlan,
      schema: {
        tags: ['training'],
        summary: "A module's pages and the vehicle-specific block for a type (paid)",
        params: z.object({ id: moduleIdField }),
        querystring: moduleContentQuery,
        response: { 200: moduleContentResponse },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { type, county } = request.query;
      const meta = getModule(id);
      const compiled = course.module(id);
      if (!meta || !compiled) throw new NotFoundError('No such module.');
      const key = contentKeyFor(type, Object.keys(compiled.vehicle));
      const block = key ? compiled.vehicle[key] : undefined;
      const own = id === COUNTY_MODULE_ID ? (await findPlan(db, auth.user(request).id)).county : null;
      return {
        moduleId: id,
        title: meta.title,
        vehicleType: type,
        pages: readingOrder(compiled, own, county).map(({ page: p, county }) => ({
          title: p.title,
          content: p.html,
          keyPoints: p.keyPoints,
          ...(p.imageUrl ? { imageUrl: p.imageUrl } : {}),
          ...(county ? { county: { name: county, isOwnCounty: county === own } } : {}),
        })),
        vehicleContent: key && block ? { key, additionalContent: block.html, additionalKeyPoints: block.keyPoints } : null,
        ...(id === COUNTY_MODULE_ID ? { countyGuides: COUNTIES.map((name) => ({ name, pages: compiled.counties[countySlug(name)]?.length ?? 0 })) } : {}),
      };
    },
  );

  app.get(
    API.trainingProgress,
    { onRequest: auth.requireUser, schema: { tags: ['training'], summary: "The user's module progress records", response: { 200: progressListResponse } } },
    async (request) => (await listProgress(db, auth.user(request).id)).map((r) => ({ ...r, vehicleType: r.vehicleType as z.infer<typeof progressRecord>['vehicleType'] })),
  );

  app.post(
    API.trainingProgress,
    {
      onRequest: auth.requirePlan,
      schema: { tags: ['training'], summary: 'Save module progress (one record per module and vehicle type)', body: saveProgressSchema, response: { 200: progressRecord } },
    },
    // The stored record: progress never goes back (issue 32 §9), whatever this request asked.
    async (request) => upsertProgress(db, auth.user(request).id, request.body),
  );
};
