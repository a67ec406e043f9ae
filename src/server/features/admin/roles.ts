import type { Db } from '../../db/client.ts';
import { recordAudit } from '../../data/admin-audit.ts';
import { setRole } from '../../data/users.ts';

/** Grants or revokes the owner's role and records it in the audit log, together. */
export async function changeRole(db: Db, username: string, grant: boolean): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await setRole(tx, username, grant ? 'admin' : 'learner'))) return false;
    await recordAudit(tx, { actor: 'command line', action: grant ? 'grant' : 'revoke', target: username });
    return true;
  });
}
