import { API } from '#shared/api-paths.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailChangeTokenSchema, messageResponse } from '#shared/schemas/auth.ts';
import type { Db } from '../../db/client.ts';
import { confirmEmailChange, undoEmailChange } from '../../data/email-changes.ts';
import { BadRequestError, ConflictError } from '../../errors.ts';
import { sha256 } from '../../lib/crypto.ts';
import { limitKeys } from '../../data/rate-limits.ts';
import { consume } from '../../lib/rate-limit.ts';

const LINK_LIMIT = { max: 20, windowSeconds: 900, message: 'Too many attempts. Please wait 15 minutes and try again.' };

/** The two mailed links of an email change; they work signed in or not (issue 16 §6). */
export const emailChangeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    API.emailChangeConfirm,
    { schema: { tags: ['settings'], summary: 'Confirm a new email address from its emailed link', body: emailChangeTokenSchema, response: { 200: messageResponse } } },
    async (request) => {
      await consume(db, limitKeys.emailLinkIp(request.ip), LINK_LIMIT);
      const outcome = await confirmEmailChange(db, sha256(request.body.token));
      if (outcome === 'taken') throw new ConflictError('Another account now uses that email address, so it cannot be yours.');
      if (outcome === 'invalid') throw new BadRequestError('This confirmation link is invalid or has expired. Ask for the change again in Settings.');
      return { message: 'Your email address has been changed.' };
    },
  );

  app.post(
    API.emailChangeUndo,
    { schema: { tags: ['settings'], summary: 'Undo an email change from the link sent to the old address', body: emailChangeTokenSchema, response: { 200: messageResponse } } },
    async (request) => {
      await consume(db, limitKeys.emailLinkIp(request.ip), LINK_LIMIT);
      const result = await undoEmailChange(db, sha256(request.body.token));
      if (result.outcome === 'taken') throw new ConflictError('Your old address is now used by another account. Please contact support.');
      if (result.outcome === 'invalid') throw new BadRequestError('This link is invalid or has expired. Please contact support if you need help.');
      return { message: 'Your email address is unchanged and everyone has been signed out. Choose a new password with "Forgot password" to be safe.' };
    },
  );
};
