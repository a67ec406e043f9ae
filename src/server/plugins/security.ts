import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { ForbiddenError } from '../errors.ts';

/** Endpoints called by other sites by design (signed by their own means). */
const CROSS_ORIGIN_ALLOWED = new Set(['/api/stripe/webhook']);
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Security headers with a content-security policy allowing exactly what the pages need
 * (Stripe's script and frames, OpenStreetMap embeds), and a same-origin check on mutations as
 * CSRF defence in depth beside SameSite cookies (DESIGN.md §6).
 */
export async function registerSecurity(app: FastifyInstance, opts: { production: boolean; publicUrl: string }) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://js.stripe.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https://*.stripe.com'],
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
