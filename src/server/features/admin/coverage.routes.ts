import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '#shared/api-paths.ts';
import { coverageReport, type CoverageReport } from '#shared/schemas/coverage.ts';
import type { Auth } from '../../plugins/session.ts';

/**
 * The owner's console Coverage tab (issue 29): the syllabus coverage of the course as built,
 * loaded once at start (app.ts). Guarded like every console route: 401 signed out, 403 for a learner.
 */
export const coverageRoutes: FastifyPluginAsyncZod<{ auth: Auth; coverage: CoverageReport }> = async (app, { auth, coverage }) => {
  app.addHook('onRequest', auth.requireAdmin);
  app.get(API.adminCoverage, { schema: { tags: ['admin'], summary: 'Syllabus coverage: core points taught, asked and asked twice, per chapter', response: { 200: coverageReport } } }, async () => coverage);
};
