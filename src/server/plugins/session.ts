import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import type { Env } from '../env.ts';
import { ForbiddenError, NoActivePlanError, UnauthorizedError } from '../errors.ts';
import { newToken, sha256 } from '../lib/crypto.ts';
import type { LimitSubject } from '../data/rate-limits.ts';
import {
  deleteSession,
  extendSession,
  findSessionUser,
  insertSession,
  pruneUserSessions,
  type SessionUser,
} from '../data/sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Loaded once per request by `auth.loadUser`; undefined until then. */
    sessionUser: SessionUser | null | undefined;
  }
}

const DAY_MS = 86_400_000;

/**
 * Database sessions (DESIGN.md §4, §6): the cookie carries a random token, the table its
 * SHA-256; sliding expiry renewed when half used, capped by an absolute lifetime. Nothing about
 * sessions lives in process memory.
 */
export function createAuth(
  app: FastifyInstance,
  {
    db,
    env,
    isSharedAccount = () => false,
  }: {
    db: Db;
    env: Env;
    /** The demo mode's shared account, which many visitors use at once (features/accounts/demo-account.ts). */
    isSharedAccount?: (user: { username: string }) => boolean;
  },
) {
  app.decorateRequest('sessionUser', undefined);
  const ttlMs = env.SESSION_TTL_DAYS * DAY_MS;
  const cookieName = env.SESSION_COOKIE_NAME;
  const cookieOptions = {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: env.NODE_ENV === 'production',
    path: '/',
  };

  const setCookie = (reply: FastifyReply, token: string, expiresAt: Date) => {
    reply.setCookie(cookieName, token, { ...cookieOptions, expires: expiresAt });
  };

  async function loadUser(request: FastifyRequest, reply?: FastifyReply): Promise<SessionUser | null> {
    if (request.sessionUser !== undefined) return request.sessionUser;
    const token = request.cookies[cookieName];
    let user: SessionUser | null = null;
    if (token && token.length <= 100) {
      user = (await findSessionUser(db, sha256(token), env.SESSION_ABSOLUTE_DAYS)) ?? null;
      if (user && reply && user.sessionExpiresAt.getTime() - Date.now() < ttlMs / 2) {
        const absoluteEnd = user.sessionCreatedAt.getTime() + env.SESSION_ABSOLUTE_DAYS * DAY_MS;
        const expiresAt = new Date(Math.min(Date.now() + ttlMs, absoluteEnd));
        await extendSession(db, user.sessionId, expiresAt);
        setCookie(reply, token, expiresAt);
      }
    }
    request.sessionUser = user;
    return user;
  }

  return {
    loadUser,
    /**
     * The hash of the session token a request carries, for a route that checks the session inside
     * its own statement (one round trip on the busiest write); undefined without a plausible cookie.
     */
    sessionHash(request: FastifyRequest): string | undefined {
      const token = request.cookies[cookieName];
      return token && token.length <= 100 ? sha256(token) : undefined;
    },
    /** onRequest hook: 401 unless a session cookie is present (the route checks it fully itself). */
    async requireSessionCookie(request: FastifyRequest): Promise<void> {
      const token = request.cookies[cookieName];
      if (!token || token.length > 100) throw new UnauthorizedError();
    },
    absoluteDays: env.SESSION_ABSOLUTE_DAYS,
    /** onRequest hook: 401 unless signed in (before the body is even read). */
    async requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      if (!(await loadUser(request, reply))) throw new UnauthorizedError();
    },
    /** onRequest hook: 401 unless signed in, 402 unless the user has an active plan. */
    async requirePlan(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const user = await loadUser(request, reply);
      if (!user) throw new UnauthorizedError();
      if (!user.hasPlan) throw new NoActivePlanError();
    },
    /** onRequest hook: 401 unless signed in, 403 unless an owner (issue 22). */
    async requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const user = await loadUser(request, reply);
      if (!user) throw new UnauthorizedError();
      if (!user.isAdmin) throw new ForbiddenError('This page is for the owners of SPSV Prep.');
    },
    isSharedAccount,
    /**
     * Whose allowance a signed-in request spends (limitKeys.*User): the user's, or for the shared
     * demo account this session's, so one visitor cannot use up the next one's (issue 27 §9).
     */
    limitSubject(request: FastifyRequest): LimitSubject {
      if (!request.sessionUser) throw new UnauthorizedError();
      const user = request.sessionUser;
      return isSharedAccount(user) ? { session: user.sessionId.slice(0, 32) } : user.id;
    },
    /** The signed-in user of a route guarded by requireUser or requirePlan. */
    user(request: FastifyRequest): SessionUser {
      if (!request.sessionUser) throw new UnauthorizedError();
      return request.sessionUser;
    },
    /** A fresh session on every sign-in, so a session id never survives a login. */
    async startSession(reply: FastifyReply, userId: number): Promise<void> {
      const { token, hash } = newToken();
      const expiresAt = new Date(Date.now() + ttlMs);
      await insertSession(db, hash, userId, expiresAt);
      await pruneUserSessions(db, userId, env.SESSION_ABSOLUTE_DAYS);
      setCookie(reply, token, expiresAt);
    },
    async endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const token = request.cookies[cookieName];
      if (token) await deleteSession(db, sha256(token));
      request.sessionUser = null;
      reply.clearCookie(cookieName, cookieOptions);
    },
    /** GETs that change state refuse requests started by another site. */
    refuseCrossSite(request: FastifyRequest): void {
      if (request.headers['sec-fetch-site'] === 'cross-site') throw new ForbiddenError('Cross-site requests are not allowed.');
    },
  };
}

export type Auth = ReturnType<typeof createAuth>;
