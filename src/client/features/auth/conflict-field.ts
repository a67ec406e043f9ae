import type { ApiError } from '#shared/api-error.ts';

export type RegisterConflictField = 'username' | 'email';

/**
 * Which register field a 409 is about: the server's `field` when it names one we show, else
 * the older guess from the message, for a server that does not send `field` yet.
 */
export function conflictField(error: Pick<ApiError, 'field' | 'serverMessage'>): RegisterConflictField {
  if (error.field === 'username' || error.field === 'email') return error.field;
  return /email/i.test(error.serverMessage ?? '') ? 'email' : 'username';
}
