import { API } from '#shared/api-paths.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FORGOT_PASSWORD_ANSWER,
  forgotPasswordSchema,
  loginSchema,
  messageResponse,
  okResponse,
  registerSchema,
  resetPasswordSchema,
  userResponse,
} from '#shared/schemas/auth.ts';
import { savePlan } from '../../data/study-plans.ts';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { BadRequestError, ConflictError, UnauthorizedError } from '../../errors.ts';
import { hashPassword, newToken, sha256, verifyPassword } from '../../lib/crypto.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { consume } from '../../lib/rate-limit.ts';
import type { Auth } from '../../plugins/session.ts';
import { consumePasswordReset } from '../../data/accounts.ts';
import { hasActivePlan } from '../../data/purchases.ts';
import { limitKeys } from '../../data/rate-limits.ts';
import { findUserByEmail, findUserByUsername, insertPasswordReset, insertUser, isPasswordResetUsable } from '../../data/users.ts';
import { currentUser } from './current-user.ts';
import { isDemoAccount } from './demo-account.ts';
import { countLoginAttempt, loginSucceeded } from './login-limits.ts';

export interface AccountsDeps {
  db: Db;
  env: Env;
  auth: Auth;
  mailer: Mailer;
}

const RESET_TTL_MS = 60 * 60 * 1000;
const LOGIN_FAILED = 'Invalid username or password.';
const conflict = (field: 'username' | 'email') =>
  new ConflictError(field === 'email' ? 'An account with that email address already exists.' : 'That username is already taken.', field);
const FORGOT_LIMIT_IP = { max: 5, windowSeconds: 900, message: 'Too many reset requests. Please wait 15 minutes and try again.' };
const RESET_LIMIT_IP = { max: 10, windowSeconds: 900, message: 'Too many attempts. Please wait 15 minutes and try again.' };
const FORGOT_LIMIT_EMAIL = { max: 3, windowSeconds: 3600, message: 'Too many reset requests for this email. Please wait an hour and try again.' };

export const accountsRoutes: FastifyPluginAsyncZod<AccountsDeps> = async (app, { db, env, auth, mailer }) => {
  const registerLimit = {
    max: env.REGISTRATIONS_PER_IP_PER_HOUR,
    windowSeconds: 3600,
    message: 'Too many new accounts from your network. Please wait an hour and try again.',
  };

  app.post(
    API.register,
    { schema: { tags: ['accounts'], summary: 'Create an account', body: registerSchema, response: { 201: userResponse } } },
    async (request, reply) => {
      const { username, email, password, vehicleType, county } = request.body;
      await consume(db, limitKeys.registerIp(request.ip), registerLimit);
      // Refuse a taken name before the slow hash (issue 16 §3); the insert still catches a race.
      if (isDemoAccount({ username }) || (await findUserByUsername(db, username))) throw conflict('username');
      if (await findUserByEmail(db, email)) throw conflict('email');
      const created = await insertUser(db, { username, email, vehicleType, passwordHash: await hashPassword(password) });
      if ('conflict' in created) throw conflict(created.conflict);
      if (county) await savePlan(db, created.id, { county });
      // Signed in at once (issue 32 §9): a second form asking for what was just typed lost learners.
      await auth.startSession(reply, created.id);
      return reply.status(201).send(currentUser({ username, vehicleType }, false, false));
    },
  );

  app.post(
    API.login,
    { schema: { tags: ['accounts'], summary: 'Sign in', body: loginSchema, response: { 200: userResponse } } },
    async (request, reply) => {
      const { username, password } = request.body;
      await countLoginAttempt(db, username, request.ip);
      const user = await findUserByUsername(db, username);
      // Same answer, in similar time, for an unknown user and a wrong password.
      if (!(await verifyPassword(user?.passwordHash, password)) || !user) throw new UnauthorizedError(LOGIN_FAILED);
      await loginSucceeded(db, username, request.ip);
      await auth.startSession(reply, user.id);
      return currentUser(user, await hasActivePlan(db, user.id), user.role === 'admin');
    },
  );

  app.get(
    API.user,
    {
      onRequest: auth.requireUser,
      // Every screen asks for this: its four fields come from currentUser(), which builds exactly
      // the schema's shape, so it is serialised directly (the schema documents it; issue 35 §3).
      serializerCompiler: () => (data: unknown) => JSON.stringify(data),
      schema: { tags: ['accounts'], summary: 'The signed-in user', response: { 200: userResponse } },
    },
    async (request) => {
      const user = auth.user(request);
      return currentUser(user, user.hasPlan, user.isAdmin);
    },
  );

  app.get(
    API.logout,
    { schema: { tags: ['accounts'], summary: 'Sign out', response: { 200: okResponse } } },
    async (request, reply) => {
      auth.refuseCrossSite(request);
      await auth.endSession(request, reply);
      return { ok: true as const };
    },
  );

  app.post(
    API.forgotPassword,
    { schema: { tags: ['accounts'], summary: 'Email a password reset link', body: forgotPasswordSchema, response: { 200: messageResponse } } },
    async (request) => {
      const email = request.body.email.toLowerCase();
      await consume(db, limitKeys.forgotIp(request.ip), FORGOT_LIMIT_IP);
      await consume(db, limitKeys.forgotEmail(email), FORGOT_LIMIT_EMAIL);
      const user = await findUserByEmail(db, email);
      if (user) {
        const { token, hash } = newToken();
        const link = `${env.PUBLIC_URL}/reset-password?token=${token}`;
        // The reset and its mail commit together (issue 28 §6).
        await db.transaction(async (tx) => {
          await insertPasswordReset(tx, hash, user.id, new Date(Date.now() + RESET_TTL_MS));
          await mailer.send(
            {
              to: user.email,
              userId: user.id,
              subject: 'Reset your SPSV Prep password',
              text:
                `Hello ${user.username},\n\nSomeone (we hope you) asked to reset the password for your SPSV Prep account.\n` +
                `Open this link within one hour to choose a new password:\n\n${link}\n\n` +
                `If you did not ask for this, you can ignore this email; your password stays the same.\n\nSPSV Prep`,
            },
            tx,
          );
        });
      }
      return { message: FORGOT_PASSWORD_ANSWER };
    },
  );

  app.post(
    API.resetPassword,
    { schema: { tags: ['accounts'], summary: 'Set a new password with an emailed token', body: resetPasswordSchema, response: { 200: messageResponse } } },
    async (request) => {
      const { token, password } = request.body;
      await consume(db, limitKeys.resetIp(request.ip), RESET_LIMIT_IP);
      // Check the link before the slow hash, then use it once (the update checks it again).
      const invalid = () => new BadRequestError('This reset link is invalid or has expired. Please ask for a new one.');
      if (!(await isPasswordResetUsable(db, sha256(token)))) throw invalid();
      const changed = await consumePasswordReset(db, sha256(token), await hashPassword(password));
      if (!changed) throw invalid();
      return { message: 'Your password has been changed. You can now log in with your new password.' };
    },
  );
};
