import { desc } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { adminAudit } from '../db/schema/index.ts';

/** The owner of `admin_audit`: every owner's action, with who and when (issue 22 §3). */
export type AuditAction = 'grant' | 'revoke' | 'reply' | 'handled' | 'unhandled' | 'resolve' | 'delete_account';

/** `actorId` and `actor` as they are now: the entry keeps them whatever later happens to the account. */
export async function recordAudit(db: Executor, entry: { actorId: number | null; actor: string; action: AuditAction; target: string; detail?: string | null }): Promise<void> {
  await db.insert(adminAudit).values({ actorId: entry.actorId, actor: entry.actor, action: entry.action, target: entry.target, detail: entry.detail ?? null });
}

export async function listAudit(db: Executor, limit = 200) {
  return db.select().from(adminAudit).orderBy(desc(adminAudit.createdAt), desc(adminAudit.id)).limit(limit);
}
