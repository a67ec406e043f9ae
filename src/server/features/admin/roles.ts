import type { Db } from '../../db/client.ts';
import { recordAudit } from '../../data/admin-audit.ts';
import { setRole } from '../../data/users.ts';

/**
 * Grants or revokes the owner's role and records it in the audit log, together. No account acts
 * here, so the entry has no actor id; `by` names who ran the command (the operating-system
 * account), and the detail keeps the target's id, which outlives a rename (issue 27 §9).
 */
export async function changeRole(db: Db, username: string, grant: boolean, by = 'command line'): Promise<boolean> {
  return db.transaction(async (tx) => {
    const changed = await setRole(tx, username, grant ? 'admin' : 'learner');
    if (!changed) return false;
    await recordAudit(tx, { actorId: null, actor: by, action: grant ? 'grant' : 'revoke', target: changed.username, detail: `user ${changed.id}` });
    return true;
  });
}
