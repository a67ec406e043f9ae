import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';

/**
 * Scheduled work on a job queue kept in the app's own PostgreSQL (DESIGN.md §14): several
 * instances share one schedule, a job is taken by one of them, and nothing is lost on restart.
 */
export interface JobHandler {
  /** Queue name; also the schedule's name. */
  queue: string;
  /** Cron expression in Irish time, or none for a queue that only runs jobs sent to it. */
  cron?: string;
  run(data: unknown): Promise<void>;
}

export interface Jobs {
  /** Queues one job now (tests and catch-up runs; the schedule sends the daily ones). */
  send(queue: string, data?: object): Promise<void>;
  stop(): Promise<void>;
}

export const JOBS_SCHEMA = 'pgboss';

export async function startJobs(opts: { connectionString: string; handlers: readonly JobHandler[]; log: FastifyBaseLogger; pollingSeconds?: number }): Promise<Jobs> {
  const boss = new PgBoss({ connectionString: opts.connectionString, schema: JOBS_SCHEMA, max: 3, application_name: 'spsv-prep-jobs' });
  boss.on('error', (error) => opts.log.error({ err: error }, 'job queue error'));
  await boss.start();
  for (const handler of opts.handlers) {
    await boss.createQueue(handler.queue);
    if (handler.cron) await boss.schedule(handler.queue, handler.cron, {}, { tz: 'Europe/Dublin' });
    await boss.work(handler.queue, { pollingIntervalSeconds: opts.pollingSeconds ?? 10 }, async (jobs) => {
      for (const job of jobs) {
        try {
          await handler.run(job.data);
        } catch (error) {
          // pg-boss keeps the error in the job's row and retries it; the log is where people look.
          opts.log.error({ err: error, queue: handler.queue, job: job.id }, 'scheduled job failed');
          throw error;
        }
      }
    });
  }
  return {
    async send(queue, data = {}) {
      await boss.send(queue, data);
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
