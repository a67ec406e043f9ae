import type { IncomingMessage } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ConflictError, HttpError, ServiceUnavailableError, TooManyRequestsError } from '../errors.ts';
import { findInCauses } from './error-log.ts';

export const GENERIC_500 = 'Something went wrong on our side. Please try again.';

/**
 * Connection-level failures and a full disk: the database cannot serve, which is a 503, not a
 * bug. 53100 is disk_full, 53200 out_of_memory, 53300 too_many_connections, 57P0x shutdowns.
 */
const DB_DOWN_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOSPC', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006', '53100', '53200', '53300',
]);
const DB_DOWN_MESSAGE = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|No space left on device/i;

export function isDatabaseDown(error: unknown): boolean {
  return (
    findInCauses(error, (e) => {
      if (typeof e.code === 'string' && DB_DOWN_CODES.has(e.code)) return true;
      return typeof e.message === 'string' && DB_DOWN_MESSAGE.test(e.message) ? true : undefined;
    }) ?? false
  );
}

/**
 * The client closed its connection while still sending the request (an abandoned upload,
 * issue 27 §9). Node rejects the request stream with its own `ECONNRESET` "aborted" error, the
 * same code a lost database connection has, so without this check every abandoned upload was
 * logged as "database unavailable" at error. Only the request stream's own error counts: a
 * failed query arrives wrapped (Drizzle) or with the driver's "read ECONNRESET" message.
 */
export function isClientAbort(error: unknown, raw: IncomingMessage): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (code === 'ECONNRESET' && error.message === 'aborted') return true;
  const bodyCutShort = raw.destroyed && !raw.complete;
  return bodyCutShort && error.cause === undefined && (code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE');
}

/** The payment provider cannot be reached or is failing: a 503 the learner can retry. */
export function isUpstreamDown(error: unknown): boolean {
  return (
    findInCauses(error, (e) => {
      const { type, statusCode } = e as { type?: unknown; statusCode?: unknown };
      if (type === 'StripeConnectionError') return true;
      return type === 'StripeAPIError' && typeof statusCode === 'number' && statusCode >= 500 ? true : undefined;
    }) ?? false
  );
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
      return reply.status(error.statusCode).send(error instanceof ConflictError && error.field ? { message: error.message, field: error.field } : { message: error.message });
    }
    const known = frameworkMessage(error);
    if (known) return reply.status(known.status).send({ message: known.message });
    if (isClientAbort(error, request.raw)) {
      // Nobody is left to answer; a client leaving is routine, not an outage (issue 27 §9).
      request.log.debug({ err: error }, 'client closed the connection before sending the whole request');
      return reply.status(400).send({ message: 'The request was cut off before it was complete.' });
    }
    if (isDatabaseDown(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply.status(503).send({ message: new ServiceUnavailableError().message });
    }
    if (isUpstreamDown(error)) {
      request.log.error({ err: error }, 'payment provider unavailable');
      return reply.status(503).send({ message: 'Payments are temporarily unavailable. Please try again in a few minutes.' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: GENERIC_500 });
  });
}
