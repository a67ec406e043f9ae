import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built single-page app: hashed assets cached for a year, pages never cached, a
 * pre-rendered page when one exists for the path, otherwise index.html for client routes.
 */
export async function registerSpa(app: FastifyInstance, clientDir: string) {
  const indexFile = path.join(clientDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`No built client in ${clientDir}; run "npm run build" to serve pages.`);
  }
  await app.register(fastifyStatic, {
    root: clientDir,
    index: false,
    wildcard: false,
    serve: true,
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const urlPath = decodeURIComponent(request.url.split('?')[0] ?? '/');
    if (urlPath.startsWith('/api/') || urlPath === '/api' || !['GET', 'HEAD'].includes(request.method)) {
      return reply.status(404).send({ message: `Route ${request.method} ${urlPath} not found` });
    }
    if (path.extname(urlPath) !== '' || !fs.existsSync(indexFile)) {
      return reply.status(404).type('text/plain').send('Not found');
    }
    const prerendered = path.join(clientDir, 'pages', path.normalize(urlPath).replace(/^\/+/, ''), 'index.html');
    const file = prerendered.startsWith(path.join(clientDir, 'pages')) && fs.existsSync(prerendered) ? prerendered : indexFile;
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(fs.createReadStream(file));
  });
}
