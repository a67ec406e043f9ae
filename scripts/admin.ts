import { userInfo } from 'node:os';
import { connect } from '../src/server/db/client.ts';
import { openDataFolderDatabase } from '../src/server/db/embedded.ts';
import { runMigrations } from '../src/server/db/migrate.ts';
import { loadEnv } from '../src/server/env.ts';
import { changeRole } from '../src/server/features/admin/roles.ts';

/**
 * `npm run admin -- grant USERNAME` / `npm run admin -- revoke USERNAME` (issue 22): the only
 * way to give or take the owner's role. Uses DATABASE_URL, or the embedded database in DATA_DIR
 * (the running app's, if it is up).
 */
async function main(): Promise<number> {
  const [command, username, ...rest] = process.argv.slice(2);
  if ((command !== 'grant' && command !== 'revoke') || !username || rest.length > 0) {
    process.stderr.write('Usage: npm run admin -- grant USERNAME | npm run admin -- revoke USERNAME\n');
    return 2;
  }
  const env = loadEnv();
  const server = env.DATABASE_URL ? { url: env.DATABASE_URL, stop: async () => undefined } : await openDataFolderDatabase(env.DATA_DIR, () => undefined);
  const database = connect(server.url, { max: 2 });
  try {
    await runMigrations(database.pool);
    if (!(await changeRole(database.db, username, command === 'grant', `command line (${operator()})`))) {
      process.stderr.write(`No user named "${username}".\n`);
      return 1;
    }
    process.stdout.write(command === 'grant' ? `${username} is now an admin: /admin opens the owner's console.\n` : `${username} is no longer an admin.\n`);
    return 0;
  } finally {
    await database.close();
    await server.stop();
  }
}

/** The operating-system account running the command, for the audit log; some containers have none. */
function operator(): string {
  try {
    return userInfo().username;
  } catch {
    return 'unknown user';
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
