import type { FastifyInstance } from 'fastify';
import { BadRequestError } from '../errors.ts';

/**
 * PostgreSQL text cannot hold a NUL character, and a lone UTF-16 surrogate is not text at all;
 * refuse either in any input instead of failing later.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function problem(value: string): string | undefined {
  if (value.includes('\u0000')) return 'text must not contain NUL characters';
  if (LONE_SURROGATE.test(value)) return 'text must be valid Unicode (it holds a lone surrogate)';
  return undefined;
}

function findBadText(value: unknown, path: string, depth = 0): string | undefined {
  if (depth > 20) return undefined;
  if (typeof value === 'string') {
    const found = problem(value);
    return found ? `${path}: ${found}` : undefined;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = findBadText(value[i], `${path}.${i}`, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const inKey = problem(key);
      const found = inKey ? `${path}.${key}: ${inKey}` : findBadText(item, `${path}.${key}`, depth + 1);
      if (found) return found;
    }
  }
  return undefined;
}

export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const found = findBadText(request.body, 'body') ?? findBadText(request.query, 'query') ?? findBadText(request.params, 'params');
    if (found) throw new BadRequestError(found.replace(/^(body|query|params)\./, ''));
  });
}
