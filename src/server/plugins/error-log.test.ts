import { describe, expect, it } from 'vitest';
import type { IncomingMessage } from 'node:http';
import { isClientAbort, isDatabaseDown } from './error-handler.ts';
import { findInCauses, loggableError, redactUrl } from './error-log.ts';

/**
 * The shape of Drizzle's wrapper (query, params, cause; message quoting the params). The real
 * wrapper is exercised end to end in tests/api/hardening.test.ts; here only the data layer may
 * import Drizzle.
 */
class WrappedQueryError extends Error {
  constructor(
    readonly query: string,
    readonly params: unknown[],
    cause: Error,
  ) {
    super(`Failed query: ${query}\nparams: ${params.join(',')}`, { cause });
  }
}

describe('loggable errors', () => {
  it('keeps the SQL of a failed query but none of its parameters', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email"'), { code: '23505', detail: 'Key (email)=(a@b.ie) already exists.' });
    const wrapped = new WrappedQueryError('insert into "users" ("email", "password_hash") values ($1, $2)', ['a@b.ie', '$argon2id$secret'], cause);
    const out = loggableError(wrapped);
    const text = JSON.stringify(out);
    expect(out.query).toContain('insert into "users"');
    expect(out.cause?.code).toBe('23505');
    expect(text).not.toContain('a@b.ie');
    expect(text).not.toContain('argon2id');
  });

  it('describes things thrown that are not errors, at most 200 characters', () => {
    expect(loggableError('plain')).toEqual({ type: 'string', message: 'plain' });
    expect(loggableError('x'.repeat(500)).message).toHaveLength(200);
    expect(loggableError(42)).toEqual({ type: 'number', message: '42' });
  });

  it('keeps an ordinary error whole: name, message, string code and stack, with no query', () => {
    const error = Object.assign(new TypeError('bad thing'), { code: 'E_BAD' });
    const out = loggableError(error);
    expect(out).toMatchObject({ type: 'TypeError', message: 'bad thing', code: 'E_BAD' });
    expect(out.stack).toContain('bad thing');
    expect(out).not.toHaveProperty('query');
    expect(out).not.toHaveProperty('cause');
    expect(loggableError(Object.assign(new Error('numeric code'), { code: 7 }))).not.toHaveProperty('code');
  });

  it('treats an error as a failed query only when it has both the SQL and its parameters', () => {
    const queryOnly = Object.assign(new Error('about select 1'), { query: 'select 1' });
    expect(loggableError(queryOnly)).toMatchObject({ message: 'about select 1' });
    expect(loggableError(queryOnly)).not.toHaveProperty('query');
    const paramsOnly = Object.assign(new Error('secret@example.ie'), { params: ['x'] });
    expect(loggableError(paramsOnly).message).toBe('secret@example.ie');
    const wrapped = new WrappedQueryError('select $1', ['secret'], new Error('inner'));
    expect(loggableError(wrapped)).toMatchObject({ message: 'Failed query: select $1', query: 'select $1', cause: { message: 'inner' } });
    expect(loggableError(wrapped)).not.toHaveProperty('stack');
  });

  it('follows causes five deep and no further', () => {
    let error: Error = new Error('level 0');
    for (let i = 1; i <= 8; i += 1) error = new Error(`level ${i}`, { cause: error });
    let out = loggableError(error);
    let depth = 0;
    while (out.cause) {
      out = out.cause;
      depth += 1;
    }
    expect(depth).toBe(5);
    expect(out.message).toBe('level 3');
  });

  it('finds a code anywhere in the cause chain, and stops at a loop', () => {
    const inner = Object.assign(new Error('disk'), { code: '53100' });
    const chain = new Error('outer', { cause: new Error('middle', { cause: inner }) });
    expect(findInCauses(chain, (e) => (e.code === '53100' ? 'full' : undefined))).toBe('full');
    const loop = new Error('loop') as Error & { cause?: unknown };
    loop.cause = loop;
    expect(findInCauses(loop, () => undefined)).toBeUndefined();
  });

  it('treats a full disk or a lost connection inside a wrapper as the database being away', () => {
    expect(isDatabaseDown(new WrappedQueryError('select 1', [], Object.assign(new Error('could not extend file'), { code: '53100' })))).toBe(true);
    expect(isDatabaseDown(new WrappedQueryError('select 1', [], Object.assign(new Error('connect'), { code: 'ECONNREFUSED' })))).toBe(true);
    expect(isDatabaseDown(new WrappedQueryError('select 1', [], Object.assign(new Error('dup'), { code: '23505' })))).toBe(false);
  });

  it("tells a client's abandoned upload from a lost database connection, though both say ECONNRESET (issue 27 §9)", () => {
    const cutShort = { destroyed: true, complete: false } as IncomingMessage;
    const whole = { destroyed: false, complete: true } as IncomingMessage;
    // Node's own error on the request stream when the client goes.
    const aborted = Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
    expect(isClientAbort(aborted, whole)).toBe(true);
    expect(isClientAbort(Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' }), cutShort)).toBe(true);
    // The driver's reset, bare or wrapped by Drizzle, stays a database outage even if the client has gone too.
    const driverReset = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
    expect(isClientAbort(driverReset, whole)).toBe(false);
    expect(isClientAbort(new WrappedQueryError('select 1', [], driverReset), cutShort)).toBe(false);
    expect(isDatabaseDown(driverReset)).toBe(true);
    expect(isClientAbort('aborted', cutShort)).toBe(false);
  });

  it('redacts reset tokens and client secrets from URLs', () => {
    expect(redactUrl('/reset-password?token=abc&x=1')).toBe('/reset-password?token=[redacted]&x=1');
    expect(redactUrl('/checkout?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_z')).toBe(
      '/checkout?payment_intent=pi_1&payment_intent_client_secret=[redacted]',
    );
    expect(redactUrl('/api/health')).toBe('/api/health');
  });
});
