import pino from 'pino';
import type { Env } from './env.ts';

export function createLogger(env: Env) {
  return pino({
    level: env.LOG_LEVEL,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
  });
}
