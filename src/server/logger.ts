import pino from 'pino';
import type { Env } from './env.ts';
import { loggableError, redactUrl } from './plugins/error-log.ts';

interface LoggedRequest {
  method?: string;
  url?: string;
  ip?: string;
  id?: string;
}

/**
 * No secrets in logs (issue 16 §7): cookies and authorisation headers are redacted, reset
 * tokens cut from URLs, and errors logged without the SQL parameters Drizzle attaches.
 */
export const logSerializers = {
  err: (error: unknown) => loggableError(error),
  req: (req: LoggedRequest) => ({ method: req.method, url: redactUrl(req.url ?? ''), remoteAddress: req.ip, reqId: req.id }),
};

export function loggerOptions(level: Env['LOG_LEVEL']): pino.LoggerOptions {
  return {
    level,
    serializers: logSerializers,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
  };
}

export function createLogger(env: Env) {
  return pino(loggerOptions(env.LOG_LEVEL));
}
