import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { PUBLIC_URL_PLACEHOLDER, SITEMAP_PATHS } from '#shared/public-pages.ts';

/** Areas no crawler needs: the API and the signed-in and checkout screens. */
const DISALLOWED = ['/api/', '/dashboard', '/training', '/module/', '/practice-tests', '/checklists', '/vehicle-search', '/bookings', '/settings', '/checkout', '/payment-test', '/logout', '/reset-password', '/admin'];

/**
 * Serves the built single-page app: hashed assets cached for a year; pages never cached; a
 * pre-rendered page (with this site's origin filled in) when one exists for the path, otherwise
 * index.html for client routes; robots.txt and sitemap.xml for crawlers.
 */
export async function registerSpa(app: FastifyInstance, { clientDir, publicUrl }: { clientDir: string; publicUrl: string }) {
  const origin = publicUrl.replace(/\/+$/, '');
  const indexFile = path.join(clientDir, 'index.html');
  const pagesDir = path.join(clientDir, 'pages');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`No built client in ${clientDir}; run "npm run build" to serve pages.`);
  }
  await app.register(fastifyStatic, {
    root: clientDir,
    index: false,
    wildcard: false,
    serve: true,
    preCompressed: true,
    allowedPath: (pathName) => !pathName.startsWith('/pages/'),
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  // Pages are small and fixed per build: read and compressed once, with the origin filled in.
  interface Page {
    raw: Buffer;
    br: Buffer;
    gzip: Buffer;
  }
  const pages = new Map<string, Page>();
  const pageFor = (urlPath: string): Page | undefined => {
    const file = path.join(pagesDir, path.normalize(urlPath).replace(/^\/+/, ''), 'index.html');
    if (!file.startsWith(pagesDir) || !fs.existsSync(file)) return undefined;
    if (!pages.has(file)) {
      const raw = Buffer.from(fs.readFileSync(file, 'utf8').replaceAll(PUBLIC_URL_PLACEHOLDER, origin));
      pages.set(file, { raw, br: brotliCompressSync(raw), gzip: gzipSync(raw) });
    }
    return pages.get(file);
  };

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const lines = ['User-agent: *', 'Allow: /', ...DISALLOWED.map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin}/sitemap.xml`, ''];
    return reply.type('text/plain; charset=utf-8').send(lines.join('\n'));
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const urls = SITEMAP_PATHS.map((p) => `  <url><loc>${origin}${p}</loc></url>`).join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`);
  });

  app.setNotFoundHandler((request, reply) => {
    const urlPath = decodeURIComponent(request.url.split('?')[0] ?? '/');
    if (urlPath.startsWith('/api/') || urlPath === '/api' || !['GET', 'HEAD'].includes(request.method)) {
      return reply.status(404).send({ message: `Route ${request.method} ${urlPath} not found` });
    }
    if (path.extname(urlPath) !== '' || !fs.existsSync(indexFile)) {
      return reply.status(404).type('text/plain').send('Not found');
    }
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
    const prerendered = pageFor(urlPath);
    if (prerendered === undefined) return reply.send(fs.createReadStream(indexFile));
    const accepts = String(request.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(prerendered.br);
    if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(prerendered.gzip);
    return reply.send(prerendered.raw);
  });
}
