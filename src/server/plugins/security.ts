import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import { API } from '#shared/api-paths.ts';
import Fastify, { type FastifyInstance } from 'fastify';
import { ForbiddenError } from '../errors.ts';

/**
 * Endpoints called by other sites by design, each authorised by its own means: Stripe's signed
 * webhook, and the RFC 8058 one-click unsubscribe of the reminder emails, which mail providers
 * POST from their servers (no Origin) or from webmail pages (cross-site). Its token, in the
 * URL, can only turn that learner's reminders off, so a forged post gains an attacker nothing.
 */
const CROSS_ORIGIN_ALLOWED = new Set<string>([API.stripeWebhook, API.remindersOneClickUnsubscribe]);
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Security headers with a content-security policy allowing exactly what the pages need
 * (Stripe's script and frames, OpenStreetMap embeds), and a same-origin check on mutations as
 * CSRF defence in depth beside SameSite cookies (DESIGN.md §6).
 */
export async function registerSecurity(app: FastifyInstance, opts: { production: boolean; publicUrl: string; tileSource: string }) {
  const headers = await helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://js.stripe.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The study map's tiles (issue 34): exactly the configured tile server.
        imgSrc: ["'self'", 'data:', 'https://*.stripe.com', opts.tileSource],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", 'https://api.stripe.com'],
        frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com', 'https://www.openstreetmap.org'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(opts.production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // The OpenStreetMap and Stripe frames are cross-origin and do not send CORP headers.
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: opts.production,
  });

  const allowedOrigins = new Set([new URL(opts.publicUrl).origin]);
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(headers);
    const apiRequest = request.url.startsWith('/api/');
    // Answers about one learner must never be kept by a browser or a shared cache.
    if (apiRequest) reply.header('cache-control', 'no-store');
    if (SAFE_METHODS.has(request.method)) {
      if (request.routeOptions.url === '/api/logout') {
        // The spec keeps a GET logout: a HEAD (link prefetchers, monitors) must not run it, and
        // a cross-site page must not be able to sign a learner out.
        if (request.method === 'HEAD') return reply.status(405).header('allow', 'GET').send();
        if (request.headers['sec-fetch-site'] === 'cross-site') throw new ForbiddenError('Cross-site requests are not allowed.');
      }
      return;
    }
    // Every unsafe method is checked, whatever the path looks like (`/%61pi/…` is `/api/…`).
    if (CROSS_ORIGIN_ALLOWED.has(request.routeOptions.url ?? '')) return;
    if (request.headers['sec-fetch-site'] === 'cross-site') {
      throw new ForbiddenError('Cross-site requests are not allowed.');
    }
    const origin = request.headers.origin;
    if (origin === undefined) return;
    const host = request.headers.host;
    const sameHost = host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
    if (!sameHost && !allowedOrigins.has(origin)) {
      throw new ForbiddenError('Cross-origin requests are not allowed.');
    }
  });
}

/**
 * The headers helmet sets, worked out once. They are the same on every answer, but
 * @fastify/helmet builds helmet's middleware again for each request, parsing the policy every
 * time (about 8 % of the CPU of a GET /api/user, issue 35 §3). So @fastify/helmet itself answers
 * one request on a throwaway instance, and every answer of the app gets the headers it set.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const answer = async (withHelmet: boolean) => {
    const probe = Fastify();
    if (withHelmet) await probe.register(helmet, options);
    probe.get('/', async () => 'ok');
    try {
      return (await probe.inject({ method: 'GET', url: '/' })).headers;
    } finally {
      await probe.close();
    }
  };
  const plain = await answer(false);
  const secured = await answer(true);
  return Object.fromEntries(Object.entries(secured).flatMap(([name, value]) => (name in plain || value === undefined ? [] : [[name, String(value)]])));
}
