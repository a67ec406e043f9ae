import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FORGOT_PASSWORD_ANSWER,
  forgotPasswordSchema,
  loginSchema,
  messageResponse,
  registerSchema,
  resetPasswordSchema,
  userResponse,
} from '#shared/schemas/auth.ts';
import { isVehicleType, type VehicleType } from '#shared/vehicle-types.ts';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { BadRequestError, ConflictError, UnauthorizedError } from '../../errors.ts';
import { hashPassword, newToken, sha256, verifyPassword } from '../../lib/crypto.ts';
import { hasActivePlan } from '../../lib/entitlements.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { consume } from '../../lib/rate-limit.ts';
import type { Auth } from '../../plugins/session.ts';
import {
  consumePasswordReset,
  findUserByEmail,
  findUserByUsername,
  insertPasswordReset,
  insertUser,
} from './accounts.repository.ts';
import { beforeLogin, loginFailed, loginSucceeded } from './login-limits.ts';

export interface AccountsDeps {
  db: Db;
  env: Env;
  auth: Auth;
  mailer: Mailer;
}

const RESET_TTL_MS = 60 * 60 * 1000;
const LOGIN_FAILED = 'Invalid username or password.';
const FORGOT_LIMIT_IP = { max: 5, windowSeconds: 900, message: 'Too many reset requests. Please wait 15 minutes and try again.' };
const FORGOT_LIMIT_EMAIL = { max: 3, windowSeconds: 3600, message: 'Too many reset requests for this email. Please wait an hour and try again.' };

export const accountsRoutes: FastifyPluginAsyncZod<AccountsDeps> = async (app, { db, env, auth, mailer }) => {
  const currentUser = async (userId: number, username: string, vehicleType: string) => ({
    username,
    vehicleType: (isVehicleType(vehicleType) ? vehicleType : 'taxi') as VehicleType,
    hasPurchased: await hasActivePlan(db, userId),
  });

  app.post(
    '/api/register',
    { schema: { tags: ['accounts'], summary: 'Create an account', body: registerSchema, response: { 201: userResponse } } },
    async (request, reply) => {
      const { username, email, password, vehicleType } = request.body;
      const created = await insertUser(db, { username, email, vehicleType, passwordHash: await hashPassword(password) });
      if ('conflict' in created) {
        throw new ConflictError(
          created.conflict === 'email' ? 'An account with that email address already exists.' : 'That username is already taken.',
        );
      }
      return reply.status(201).send({ username, vehicleType, hasPurchased: false });
    },
  );

  app.post(
    '/api/login',
    { schema: { tags: ['accounts'], summary: 'Sign in', body: loginSchema, response: { 200: userResponse } } },
    async (request, reply) => {
      const { username, password } = request.body;
      await beforeLogin(db, username, request.ip);
      const user = await findUserByUsername(db, username);
      // Same answer, in similar time, for an unknown user and a wrong password.
      if (!(await verifyPassword(user?.passwordHash, password)) || !user) {
        await loginFailed(db, username, request.ip);
        throw new UnauthorizedError(LOGIN_FAILED);
      }
      await loginSucceeded(db, username);
      await auth.startSession(reply, user.id);
      return currentUser(user.id, user.username, user.vehicleType);
    },
  );

  app.get(
    '/api/user',
    { onRequest: auth.requireUser, schema: { tags: ['accounts'], summary: 'The signed-in user', response: { 200: userResponse } } },
    async (request) => {
      const user = auth.user(request);
      return { username: user.username, vehicleType: (isVehicleType(user.vehicleType) ? user.vehicleType : 'taxi') as VehicleType, hasPurchased: user.hasPlan };
    },
  );

  app.get(
    '/api/logout',
    { schema: { tags: ['accounts'], summary: 'Sign out', response: { 200: z.object({ ok: z.literal(true) }) } } },
    async (request, reply) => {
      auth.refuseCrossSite(request);
      await auth.endSession(request, reply);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/forgot-password',
    { schema: { tags: ['accounts'], summary: 'Email a password reset link', body: forgotPasswordSchema, response: { 200: messageResponse } } },
    async (request) => {
      const email = request.body.email.toLowerCase();
      await consume(db, `forgot:ip:${request.ip}`, FORGOT_LIMIT_IP);
      await consume(db, `forgot:email:${email}`, FORGOT_LIMIT_EMAIL);
      const user = await findUserByEmail(db, email);
      if (user) {
        const { token, hash } = newToken();
        await insertPasswordReset(db, hash, user.id, new Date(Date.now() + RESET_TTL_MS));
        const link = `${env.PUBLIC_URL}/reset-password?token=${token}`;
        await mailer.send({
          to: user.email,
          userId: user.id,
          subject: 'Reset your SPSV Prep password',
          text:
            `Hello ${user.username},\n\nSomeone (we hope you) asked to reset the password for your SPSV Prep account.\n` +
            `Open this link within one hour to choose a new password:\n\n${link}\n\n` +
            `If you did not ask for this, you can ignore this email; your password stays the same.\n\nSPSV Prep`,
        });
      }
      return { message: FORGOT_PASSWORD_ANSWER };
    },
  );

  app.post(
    '/api/reset-password',
    { schema: { tags: ['accounts'], summary: 'Set a new password with an emailed token', body: resetPasswordSchema, response: { 200: messageResponse } } },
    async (request) => {
      const { token, password } = request.body;
      const changed = await consumePasswordReset(db, sha256(token), await hashPassword(password));
      if (!changed) throw new BadRequestError('This reset link is invalid or has expired. Please ask for a new one.');
      return { message: 'Your password has been changed. You can now log in with your new password.' };
    },
  );
};
