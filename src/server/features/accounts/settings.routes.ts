import { API } from '#shared/api-paths.ts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountResponse,
  changePasswordSchema,
  deleteAccountSchema,
  demoAccountResponse,
  okResponse,
  updateUserSchema,
  userResponse,
} from '#shared/schemas/auth.ts';
import type { Db } from '../../db/client.ts';
import { changePassword, deleteAccount, exportAccount } from '../../data/accounts.ts';
import { pendingEmailOf } from '../../data/email-changes.ts';
import { listPurchases } from '../../data/purchases.ts';
import { deleteUserSessions } from '../../data/sessions.ts';
import { findUserById, updateVehicleType } from '../../data/users.ts';
import { BadRequestError, ForbiddenError } from '../../errors.ts';
import { hashPassword, verifyPassword } from '../../lib/crypto.ts';
import type { Auth } from '../../plugins/session.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { requestEmailChange } from './email-change.ts';
import { countLoginAttempt, loginSucceeded } from './login-limits.ts';
import { DEMO_ACCOUNT, isDemoAccount } from './demo-account.ts';
import { currentUser } from './current-user.ts';

export interface SettingsDeps {
  db: Db;
  auth: Auth;
  demoMode: boolean;
  mailer: Mailer;
  publicUrl: string;
}


/** The settings panels' endpoints (DESIGN.md §5, §12). */
export const settingsRoutes: FastifyPluginAsyncZod<SettingsDeps> = async (app, { db, auth, demoMode, mailer, publicUrl }) => {
  const guard = { onRequest: auth.requireUser };
  /** The shared demo account is read-only here: one visitor must not lock out the next (issue 16 §4). */
  const notDemo = async (request: FastifyRequest) => {
    if (isDemoAccount(auth.user(request))) throw new ForbiddenError('The shared test account cannot change its settings. Create your own account to do that.');
  };
  const changeGuard = { onRequest: auth.requireUser, preHandler: notDemo };

  /**
   * The current password, checked before anything that could hand the account to someone else.
   * Wrong guesses count against the same limits as sign-in (issue 16 §6).
   */
  const checkCurrentPassword = async (request: FastifyRequest, userId: number, password: string) => {
    const user = await findUserById(db, userId);
    if (!user) throw new BadRequestError('No such user.');
    await countLoginAttempt(db, user.username, request.ip);
    if (!(await verifyPassword(user.passwordHash, password))) throw new BadRequestError('currentPassword: Your current password is not correct.');
    await loginSucceeded(db, user.username, request.ip);
    return user;
  };

  app.patch(
    API.user,
    { ...changeGuard, schema: { tags: ['settings'], summary: 'Change vehicle type or email', body: updateUserSchema, response: { 200: userResponse } } },
    async (request) => {
      const user = auth.user(request);
      const { vehicleType, email, currentPassword } = request.body;
      if (email !== undefined) {
        const owner = await checkCurrentPassword(request, user.id, currentPassword ?? '');
        await requestEmailChange({ db, mailer, publicUrl }, owner, email);
      }
      if (vehicleType !== undefined) await updateVehicleType(db, user.id, vehicleType);
      return currentUser({ username: user.username, vehicleType: vehicleType ?? user.vehicleType }, user.hasPlan, user.isAdmin);
    },
  );

  app.get(
    API.userAccount,
    { ...guard, schema: { tags: ['settings'], summary: 'Account details and purchase history', response: { 200: accountResponse } } },
    async (request) => {
      const user = auth.user(request);
      const purchases = await listPurchases(db, user.id);
      return {
        username: user.username,
        email: user.email,
        vehicleType: user.vehicleType,
        memberSince: user.createdAt.toISOString(),
        pendingEmail: await pendingEmailOf(db, user.id),
        hasPurchased: user.hasPlan,
        purchases: purchases.map((p) => ({ ...p, paidAt: p.paidAt.toISOString(), accessUntil: p.accessUntil.toISOString() })),
      };
    },
  );

  app.post(
    API.userPassword,
    { ...changeGuard, schema: { tags: ['settings'], summary: 'Change password; other sessions are signed out', body: changePasswordSchema, response: { 200: okResponse } } },
    async (request) => {
      const session = auth.user(request);
      const user = await checkCurrentPassword(request, session.id, request.body.currentPassword);
      await changePassword(db, user.id, await hashPassword(request.body.newPassword), session.sessionId);
      return { ok: true as const };
    },
  );

  app.post(
    API.userSignOutEverywhere,
    { ...changeGuard, schema: { tags: ['settings'], summary: 'End every session of the user, this one included', response: { 200: okResponse } } },
    async (request, reply) => {
      await deleteUserSessions(db, auth.user(request).id);
      await auth.endSession(request, reply);
      return { ok: true as const };
    },
  );

  app.get(
    API.userExport,
    { ...guard, schema: { tags: ['settings'], summary: 'Download all my data as JSON' } },
    async (request, reply) => {
      const user = await findUserById(db, auth.user(request).id);
      if (!user) throw new BadRequestError('No such user.');
      const date = new Date().toISOString().slice(0, 10);
      reply.header('content-disposition', `attachment; filename="spsv-prep-data-${date}.json"`);
      return exportAccount(db, user);
    },
  );

  app.delete(
    API.user,
    { ...changeGuard, schema: { tags: ['settings'], summary: 'Delete my account and all its data', body: deleteAccountSchema, response: { 200: okResponse } } },
    async (request, reply) => {
      const user = auth.user(request);
      if (request.body.confirmUsername !== user.username) {
        throw new BadRequestError('confirmUsername: Type your username exactly to confirm.');
      }
      await checkCurrentPassword(request, user.id, request.body.currentPassword);
      await deleteAccount(db, user);
      await auth.endSession(request, reply);
      return { ok: true as const };
    },
  );

  app.get(
    API.demoAccount,
    { ...guard, schema: { tags: ['settings'], summary: 'Test account credentials (demo mode only)', response: { 200: demoAccountResponse } } },
    async () => (demoMode ? { username: DEMO_ACCOUNT.username, password: DEMO_ACCOUNT.password } : null),
  );
};
