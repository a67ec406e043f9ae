import type { FastifyInstance } from 'fastify';
import { BadRequestError } from '../errors.ts';

/** PostgreSQL text cannot hold a NUL character; refuse it in any input instead of failing later. */
function findNul(value: unknown, path: string, depth = 0): string | undefined {
  if (depth > 20) return undefined;
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = findNul(value[i], `${path}.${i}`, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = key.includes('\u0000') ? `${path}.${key}` : findNul(item, `${path}.${key}`, depth + 1);
      if (found) return found;
    }
  }
  return undefined;
}

export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const where = findNul(request.body, 'body') ?? findNul(request.query, 'query') ?? findNul(request.params, 'params');
    if (where) throw new BadRequestError(`${where.replace(/^(body|query|params)\./, '')}: text must not contain NUL characters`);
  });
}
