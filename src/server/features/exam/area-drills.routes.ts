import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AREA_CATEGORIES, areaDrillId, areaDrillSize, areaDrillTitle } from '#shared/area-categories.ts';
import { API_PATTERNS } from '#shared/api-paths.ts';
import { areaDrillsQuery, areaDrillsResponse } from '#shared/schemas/area-drills.ts';
import type { Course } from '../../course/course.ts';
import type { Auth } from '../../plugins/session.ts';

/**
 * The drills on offer for a county (issue 31 §4): each category of its bank that holds questions,
 * with how many a drill asks. Sizes only, never a question: still for learners with a plan.
 */
export const areaDrillsRoutes: FastifyPluginAsyncZod<{ auth: Auth; course: Course }> = async (app, { auth, course }) => {
  app.get(
    API_PATTERNS.areaDrills,
    { onRequest: auth.requirePlan, schema: { tags: ['exam'], summary: "A county's Area Knowledge categories to drill (paid)", querystring: areaDrillsQuery, response: { 200: areaDrillsResponse } } },
    async (request) => {
      const { county } = request.query;
      const pool = course.countyPool(county);
      const drills = AREA_CATEGORIES.map((category) => ({ category, inBank: pool.filter((q) => q.category === category).length }))
        .filter((d) => d.inBank > 0 && d.category !== 'trivia')
        .map((d) => ({ testId: areaDrillId(d.category), category: d.category, title: areaDrillTitle(county, d.category), questions: areaDrillSize(d.inBank), inBank: d.inBank }));
      return { county, drills };
    },
  );
};
