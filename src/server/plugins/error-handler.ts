import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, ServiceUnavailableError, TooManyRequestsError } from '../errors.ts';

export const GENERIC_500 = 'Something went wrong on our side. Please try again.';

/** Connection-level failures: the database is away, which is a 503, not a bug. */
const DB_DOWN_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '08000', '08003', '08006', '53300']);

function isDatabaseDown(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  if (e.code && DB_DOWN_CODES.has(e.code)) return true;
  const message = e.message ?? '';
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(message);
}

/** The framework's own client errors, reworded so the message names the problem. */
function frameworkMessage(error: FastifyError): { status: number; message: string } | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 400, message: 'Unsupported Content-Type: send the request body as application/json.' };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, message: 'The request body is empty: send a JSON object.' };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, message: 'The request body is not valid JSON.' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, message: 'The request body is too large.' };
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 400, message: 'The Content-Length header does not match the body.' };
    default:
      if (error instanceof SyntaxError && error.statusCode === 400) {
        return { status: 400, message: 'The request body is not valid JSON.' };
      }
      return undefined;
  }
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const where = error.validationContext ?? 'body';
      const field = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.') ?? '';
      const text = issue?.message ?? 'Invalid input';
      const message = field ? `${field}: ${text}` : `Invalid ${where}: ${text}`;
      return reply.status(400).send({ message });
    }
    if (error instanceof HttpError) {
      if (error instanceof TooManyRequestsError) reply.header('retry-after', String(error.retryAfterSeconds));
      if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      return reply.status(error.statusCode).send({ message: error.message });
    }
    const known = frameworkMessage(error);
    if (known) return reply.status(known.status).send({ message: known.message });
    if (isDatabaseDown(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply.status(503).send({ message: new ServiceUnavailableError().message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: GENERIC_500 });
  });
}
