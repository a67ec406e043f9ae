import { buildApp } from './app.ts';
import { connect } from './db/client.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded.ts';
import { runMigrations } from './db/migrate.ts';
import { loadEnv } from './env.ts';
import { createLogger } from './logger.ts';

/** Process entry: env → database → migrations → app → listen; graceful shutdown on signals. */
async function main(): Promise<void> {
  const env = loadEnv();
  const logger = createLogger(env);
  let embedded: EmbeddedPostgres | undefined;
  let url = env.DATABASE_URL;
  if (!url) {
    embedded = await startEmbeddedPostgres(env.DATA_DIR, (m) => logger.info(m));
    url = embedded.url;
  }
  const database = connect(url, { max: 20 });
  await runMigrations(database.pool);
  const app = await buildApp({ env, database, logger });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      logger.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    closing = true;
    logger.info(`${signal} received: finishing in-flight requests`);
    try {
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

main().catch((error: unknown) => {
  // The logger may not exist yet (bad environment): print plainly.
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
