import { z } from 'zod';

/** GET /api/site-status: the page chrome's needs (signed-in name, test-mode banner). */
export const siteStatusResponse = z.object({
  username: z.string().nullable(),
  paymentsTestMode: z.boolean(),
});

export type SiteStatus = z.infer<typeof siteStatusResponse>;

/** GET /api/health: liveness plus a database round trip (503 when the database does not answer). */
export const healthResponse = z.object({ status: z.literal('ok'), database: z.literal('ok') });
