import { buildApp } from './app.ts';
import { connect } from './db/client.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded.ts';
import { runMigrations } from './db/migrate.ts';
import { DEMO_RESET_HOURS, removeDemoAccount, seedDemoAccount } from './features/accounts/demo-account.ts';
import { checkPaymentsConfig, loadEnv, startupWarnings } from './env.ts';
import { HOUSEKEEPING_HOURS, housekeeping } from './data/housekeeping.ts';
import { createLogger } from './logger.ts';

/** Process entry: env → database → migrations → app → listen; graceful shutdown on signals. */
let embedded: EmbeddedPostgres | undefined;

async function main(): Promise<void> {
  const env = loadEnv();
  const logger = createLogger(env);
  checkPaymentsConfig(env);
  for (const warning of startupWarnings(env)) logger.warn(`WARNING: ${warning}`);
  let url = env.DATABASE_URL;
  if (!url) {
    embedded = await startEmbeddedPostgres(env.DATA_DIR, (m) => logger.info(m));
    url = embedded.url;
    // Serving 503s for ever helps nobody: exit so a supervisor (or the user) restarts both.
    embedded.onUnexpectedExit((code) => {
      logger.fatal(`Embedded PostgreSQL exited unexpectedly (code ${code}); stopping the app`);
      process.exit(1);
    });
  }
  const database = connect(url, { max: 20 });
  await runMigrations(database.pool);
  const app = await buildApp({ env, database, logger, jobs: { connectionString: url } });
  const tidy = () => void housekeeping(database.db).catch((e: unknown) => logger.error({ err: e }, 'housekeeping failed'));
  tidy();
  const housekeepingTimer = setInterval(tidy, HOUSEKEEPING_HOURS * 3_600_000);
  housekeepingTimer.unref();
  let demoTimer: NodeJS.Timeout | undefined;
  // A failed seed is logged, never fatal: the course works without the demo account.
  const seedDemo = () => seedDemoAccount(database.db).catch((e: unknown) => logger.error({ err: e }, 'demo account could not be seeded'));
  if (env.DEMO_MODE) {
    // Demo mode: a shared test account with a plan, reset to a clean start periodically.
    await seedDemo();
    demoTimer = setInterval(() => void seedDemo(), DEMO_RESET_HOURS * 3_600_000);
    demoTimer.unref();
  } else if (await removeDemoAccount(database.db).catch(() => false)) {
    logger.info('Demo mode is off: the shared demo account was deleted');
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      logger.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    closing = true;
    logger.info(`${signal} received: finishing in-flight requests`);
    try {
      clearInterval(demoTimer);
      clearInterval(housekeepingTimer);
      await app.close();
      await database.close();
      await embedded?.stop();
      logger.info('Shut down cleanly');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'Error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: env.PORT, host: env.HOST });
}

main().catch(async (error: unknown) => {
  // The logger may not exist yet (bad environment): print plainly.
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  // A failed start (port in use, migration error) must not leave the database running.
  await embedded?.stop().catch(() => undefined);
  process.exit(1);
});
