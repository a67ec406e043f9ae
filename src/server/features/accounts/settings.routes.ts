import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountResponse,
  changePasswordSchema,
  deleteAccountSchema,
  demoAccountResponse,
  updateUserSchema,
  userResponse,
} from '#shared/schemas/auth.ts';
import { isVehicleType, type VehicleType } from '#shared/vehicle-types.ts';
import type { Db } from '../../db/client.ts';
import { BadRequestError, ConflictError } from '../../errors.ts';
import { hashPassword, verifyPassword } from '../../lib/crypto.ts';
import { hasActivePlan, listPurchases } from '../../lib/entitlements.ts';
import { deleteUserSessions } from '../../plugins/session.repository.ts';
import type { Auth } from '../../plugins/session.ts';
import { deleteUser, findUserById, updateEmail, updatePassword, updateVehicleType } from './accounts.repository.ts';
import { DEMO_ACCOUNT } from './demo-account.ts';
import { exportUserData } from './export.repository.ts';

export interface SettingsDeps {
  db: Db;
  auth: Auth;
  demoMode: boolean;
}

const okResponse = z.object({ ok: z.literal(true) });
const asVehicleType = (v: string): VehicleType => (isVehicleType(v) ? v : 'taxi');

/** The settings panels' endpoints (DESIGN.md §5, §12). */
export const settingsRoutes: FastifyPluginAsyncZod<SettingsDeps> = async (app, { db, auth, demoMode }) => {
  const guard = { onRequest: auth.requireUser };

  app.patch(
    '/api/user',
    { ...guard, schema: { tags: ['settings'], summary: 'Change vehicle type or email', body: updateUserSchema, response: { 200: userResponse } } },
    async (request) => {
      const user = auth.user(request);
      const { vehicleType, email } = request.body;
      if (email !== undefined && !(await updateEmail(db, user.id, email))) {
        throw new ConflictError('An account with that email address already exists.');
      }
      if (vehicleType !== undefined) await updateVehicleType(db, user.id, vehicleType);
      return { username: user.username, vehicleType: vehicleType ?? asVehicleType(user.vehicleType), hasPurchased: await hasActivePlan(db, user.id) };
    },
  );

  app.get(
    '/api/user/account',
    { ...guard, schema: { tags: ['settings'], summary: 'Account details and purchase history', response: { 200: accountResponse } } },
    async (request) => {
      const user = auth.user(request);
      const purchases = await listPurchases(db, user.id);
      return {
        username: user.username,
        email: user.email,
        vehicleType: asVehicleType(user.vehicleType),
        memberSince: user.createdAt.toISOString(),
        hasPurchased: await hasActivePlan(db, user.id),
        purchases: purchases.map((p) => ({ ...p, paidAt: p.paidAt.toISOString(), accessUntil: p.accessUntil.toISOString() })),
      };
    },
  );

  app.post(
    '/api/user/password',
    { ...guard, schema: { tags: ['settings'], summary: 'Change password; other sessions are signed out', body: changePasswordSchema, response: { 200: okResponse } } },
    async (request) => {
      const session = auth.user(request);
      const user = await findUserById(db, session.id);
      if (!user || !(await verifyPassword(user.passwordHash, request.body.currentPassword))) {
        throw new BadRequestError('currentPassword: Your current password is not correct.');
      }
      await updatePassword(db, user.id, await hashPassword(request.body.newPassword), session.sessionId);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/user/sign-out-everywhere',
    { ...guard, schema: { tags: ['settings'], summary: 'End every session of the user, this one included', response: { 200: okResponse } } },
    async (request, reply) => {
      await deleteUserSessions(db, auth.user(request).id);
      await auth.endSession(request, reply);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/user/export',
    { ...guard, schema: { tags: ['settings'], summary: 'Download all my data as JSON' } },
    async (request, reply) => {
      const user = await findUserById(db, auth.user(request).id);
      if (!user) throw new BadRequestError('No such user.');
      const date = new Date().toISOString().slice(0, 10);
      reply.header('content-disposition', `attachment; filename="spsv-prep-data-${date}.json"`);
      return exportUserData(db, user);
    },
  );

  app.delete(
    '/api/user',
    { ...guard, schema: { tags: ['settings'], summary: 'Delete my account and all its data', body: deleteAccountSchema, response: { 200: okResponse } } },
    async (request, reply) => {
      const user = auth.user(request);
      if (request.body.confirmUsername !== user.username) {
        throw new BadRequestError('confirmUsername: Type your username exactly to confirm.');
      }
      await deleteUser(db, user);
      await auth.endSession(request, reply);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/demo-account',
    { ...guard, schema: { tags: ['settings'], summary: 'Test account credentials (demo mode only)', response: { 200: demoAccountResponse } } },
    async () => (demoMode ? { username: DEMO_ACCOUNT.username, password: DEMO_ACCOUNT.password } : null),
  );
};
