import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { checklists, contactMessages, practiceResults, trainingProgress } from '../../db/schema/index.ts';
import { listPurchases } from '../../lib/entitlements.ts';
import type { UserRow } from './accounts.repository.ts';

/** Everything stored about a user, for the GDPR download (right of access and portability). */
export async function exportUserData(db: Db, user: UserRow) {
  const [progress, lists, results, purchases, messages] = await Promise.all([
    db.select().from(trainingProgress).where(eq(trainingProgress.userId, user.id)),
    db.select().from(checklists).where(eq(checklists.userId, user.id)),
    db.select().from(practiceResults).where(eq(practiceResults.userId, user.id)),
    listPurchases(db, user.id),
    db.select().from(contactMessages).where(eq(contactMessages.userId, user.id)),
  ]);
  const strip = <T extends { userId?: unknown }>(rows: T[]) => rows.map(({ userId: _userId, ...rest }) => rest);
  return {
    exportedAt: new Date().toISOString(),
    account: { username: user.username, email: user.email, vehicleType: user.vehicleType, memberSince: user.createdAt.toISOString() },
    trainingProgress: strip(progress),
    checklists: strip(lists),
    practiceResults: strip(results),
    purchases,
    contactMessages: strip(messages),
  };
}
