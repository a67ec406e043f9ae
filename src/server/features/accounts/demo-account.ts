import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { checklists, practiceResults, purchases, trainingProgress, users } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/crypto.ts';

/**
 * The shared test account of demo mode (DEMO_MODE=1, DESIGN.md §12). Its credentials live on
 * the server only and are sent to the settings screen only in demo mode.
 */
export const DEMO_ACCOUNT = { username: 'demo-learner', password: 'try-spsv-prep', email: 'demo@spsvprep.invalid' } as const;
export const DEMO_RESET_HOURS = 24;

/** Creates the account with an active Premium plan, or resets its learning data to a clean start. */
export async function seedDemoAccount(db: Db): Promise<void> {
  const passwordHash = await hashPassword(DEMO_ACCOUNT.password);
  const [user] = await db
    .insert(users)
    .values({ username: DEMO_ACCOUNT.username, email: DEMO_ACCOUNT.email, passwordHash, vehicleType: 'taxi' })
    .onConflictDoUpdate({ target: users.email, set: { passwordHash, vehicleType: 'taxi' } })
    .returning({ id: users.id });
  if (!user) throw new Error('demo account was not created');
  await db.transaction(async (tx) => {
    await tx.delete(trainingProgress).where(eq(trainingProgress.userId, user.id));
    await tx.delete(checklists).where(eq(checklists.userId, user.id));
    await tx.delete(practiceResults).where(eq(practiceResults.userId, user.id));
    await tx
      .insert(purchases)
      .values({
        userId: user.id,
        plan: 'PREMIUM',
        amountCents: 0,
        currency: 'eur',
        provider: 'sandbox',
        providerPaymentId: `demo_${user.id}`,
        status: 'succeeded',
        paidAt: sql`now()`,
        accessUntil: sql`now() + interval '365 days'`,
      })
      .onConflictDoUpdate({ target: purchases.providerPaymentId, set: { accessUntil: sql`now() + interval '365 days'` } });
  });
}
