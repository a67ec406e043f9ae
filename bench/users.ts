import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client.ts';
import { purchases } from '../src/server/db/schema/index.ts';

/** Registers a learner over HTTP, gives them a plan directly in the database, and signs in. */
export async function signedInCookie(baseUrl: string, db: Db, name = `bench${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`) {
  const user = { username: name, email: `${name}@example.ie`, password: 'bench-secret-1', vehicleType: 'taxi' };
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  await post('/api/register', user);
  const rows = await db.execute<{ id: number }>(sql`select id from users where username = ${name}`);
  const userId = rows.rows[0]?.id ?? 0;
  await db.insert(purchases).values({
    userId,
    plan: 'PREMIUM',
    amountCents: 4999,
    currency: 'eur',
    provider: 'sandbox',
    providerPaymentId: `bench_${userId}`,
    status: 'succeeded',
    paidAt: new Date(),
    accessUntil: new Date(Date.now() + 365 * 86_400_000),
  });
  const login = await post('/api/login', { username: name, password: user.password });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return { cookie, userId, username: name, password: user.password };
}
