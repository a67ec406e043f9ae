import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client.ts';
import { purchases } from '../../src/server/db/schema/index.ts';

let counter = 0;

export function uniqueUser(prefix = 'learner') {
  counter += 1;
  const id = `${prefix}${Date.now().toString(36)}${counter}`;
  return { username: id, email: `${id}@example.ie`, password: 'correct-horse-9', vehicleType: 'taxi' as const };
}

/** Registers through the API and signs in; returns the session cookie header. */
export async function signUp(app: FastifyInstance, user = uniqueUser()): Promise<{ user: typeof user; cookie: string }> {
  // Each learner registers from an address of their own, as real ones do (registrations are limited per IP).
  const reg = await app.inject({ method: 'POST', url: '/api/register', payload: user, remoteAddress: `198.19.${Math.floor(counter / 250) % 250}.${counter % 250}` });
  if (reg.statusCode !== 201) throw new Error(`register failed: ${reg.statusCode} ${reg.body}`);
  return { user, cookie: await signIn(app, user.username, user.password) };
}

export async function signIn(app: FastifyInstance, username: string, password: string, remoteAddress?: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { username, password }, ...(remoteAddress ? { remoteAddress } : {}) });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'spsv_session');
  if (!cookie) throw new Error('no session cookie');
  return `spsv_session=${cookie.value}`;
}

/** A fixture purchase straight into the database (STYLE.md §11: fixtures create purchases directly). */
export async function grantPlan(db: Db, username: string, days = 30): Promise<void> {
  const rows = await db.execute<{ id: number }>(sql`select id from users where lower(username) = lower(${username})`);
  const userId = rows.rows[0]?.id;
  if (!userId) throw new Error(`no user ${username}`);
  await db.insert(purchases).values({
    userId,
    plan: 'BASIC',
    amountCents: 999,
    currency: 'eur',
    provider: 'sandbox',
    providerPaymentId: `fixture_${userId}_${Date.now()}_${Math.random()}`,
    status: 'succeeded',
    paidAt: new Date(),
    accessUntil: new Date(Date.now() + days * 86_400_000),
  });
}
