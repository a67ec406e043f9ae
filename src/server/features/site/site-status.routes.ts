import { API } from '#shared/api-paths.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteStatusResponse } from '#shared/schemas/site.ts';
import type { Auth } from '../../plugins/session.ts';

/**
 * What every page's chrome needs, for visitors and learners alike, in one always-200 answer:
 * who is signed in (the public header offers the dashboard) and whether payments run in test
 * mode (the banner). Public pages use it instead of /api/user, which answers 401 to visitors.
 */
export const siteStatusRoutes: FastifyPluginAsyncZod<{ auth: Auth; testMode: boolean }> = async (app, { auth, testMode }) => {
  app.get(
    API.siteStatus,
    { schema: { tags: ['site'], summary: 'Signed-in user (if any) and payment mode, for the page chrome', response: { 200: siteStatusResponse } } },
    async (request) => {
      const user = await auth.loadUser(request);
      return { username: user?.username ?? null, paymentsTestMode: testMode };
    },
  );
};
