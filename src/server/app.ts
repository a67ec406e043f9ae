import { API } from '#shared/api-paths.ts';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Database } from './db/client.ts';
import { paymentsProvider, tileSource, type Env } from './env.ts';
import { accountsRoutes } from './features/accounts/accounts.routes.ts';
import { settingsRoutes } from './features/accounts/settings.routes.ts';
import { emailChangeRoutes } from './features/accounts/email-change.routes.ts';
import { isDemoAccount } from './features/accounts/demo-account.ts';
import { paymentsRoutes } from './features/payments/payments.routes.ts';
import { createSandboxProvider } from './features/payments/sandbox-provider.ts';
import { sandboxRoutes } from './features/payments/sandbox.routes.ts';
import { createStripeProvider, type StripeSettings } from './features/payments/stripe-provider.ts';
import { webhookRoutes } from './features/payments/webhook.routes.ts';
import { checklistsRoutes } from './features/checklists/checklists.routes.ts';
import { areaDrillsRoutes } from './features/exam/area-drills.routes.ts';
import { attemptsRoutes } from './features/exam/attempts.routes.ts';
import { entryTestRoutes } from './features/exam/entry-test.routes.ts';
import { createExamService } from './features/exam/exam-service.ts';
import { resultsRoutes } from './features/exam/results.routes.ts';
import { readinessRoutes } from './features/review/readiness.routes.ts';
import { reviewRoutes } from './features/review/review.routes.ts';
import { trainingRoutes } from './features/training/training.routes.ts';
import { faresRoutes } from './features/fares/fares.routes.ts';
import { mapsRoutes } from './features/maps/maps.routes.ts';
import { loadCompiledCourse, loadCompiledCoverage } from './content/course-store.ts';
import type { CompiledCourse } from './course/types.ts';
import { createCourse } from './course/course.ts';
import { loadTaster, type Taster } from './course/taster.ts';
import { tasterRoutes } from './features/taster/taster.routes.ts';
import { contactRoutes } from './features/contact/contact.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { siteStatusRoutes } from './features/site/site-status.routes.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerSecurity } from './plugins/security.ts';
import { createAuth } from './plugins/session.ts';
import { registerSpa } from './plugins/spa.ts';
import { registerTextGuard } from './plugins/text-guard.ts';
import { withStartupLock } from './db/migrate.ts';
import { startJobs } from './lib/jobs.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { reminderJob } from './features/study-plan/reminders.ts';
import { adminRoutes } from './features/admin/admin.routes.ts';
import { coverageRoutes } from './features/admin/coverage.routes.ts';
import { questionReportRoutes } from './features/question-reports/question-reports.routes.ts';
import { studyPlanRoutes } from './features/study-plan/study-plan.routes.ts';
import { closeConnectionsWhenDraining, DEFAULT_TIMEOUTS, serverFactory, trustProxyOption, type Timeouts } from './http-server.ts';
import { loggerOptions } from './logger.ts';

export interface AppDeps {
  env: Env;
  database: Database;
  /** Where the built client lives; defaults to dist/client. */
  clientDir?: string;
  /** Defaults to SMTP (SMTP_URL) or the database outbox. */
  mailer?: Mailer;
  /** Stripe settings; defaults to the STRIPE_* keys. Without them the sandbox provider runs. */
  stripe?: StripeSettings;
  /** The compiled course; defaults to dist/content (compiled from content/ when missing). */
  course?: CompiledCourse;
  /** The free taster's public set (issue 32 §7); defaults to content/data/taster.yaml. */
  taster?: Taster;
  /** A pino logger from the process entry; tests pass none and get a silent one. */
  logger?: FastifyBaseLogger;
  /** Runs scheduled jobs (study reminders) on pg-boss in this database; the process entry passes it. */
  jobs?: { connectionString: string; pollingSeconds?: number };
  /** Slow-client limits; tests shorten them. */
  timeouts?: Timeouts;
}

export const BODY_LIMIT_BYTES = 64 * 1024;
const DEFAULT_CLIENT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/client');
const CONTENT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../content');

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { env, database } = deps;
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: loggerOptions(env.LOG_LEVEL) }),
    serverFactory: serverFactory(deps.timeouts ?? DEFAULT_TIMEOUTS, env),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    // Close idle keep-alive sockets on shutdown; in-flight requests still finish.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  closeConnectionsWhenDraining(app);
  // API bodies are JSON only (DESIGN.md §6): any other content type is refused with a 400.
  app.removeContentTypeParser('text/plain');
  registerTextGuard(app);

  await app.register(swagger, {
    openapi: {
      info: { title: 'SPSV Prep API', version: '1.0.0', description: "Ireland's SPSV licence course" },
    },
    transform: jsonSchemaTransform,
  });
  await registerSecurity(app, { production: env.NODE_ENV === 'production', publicUrl: env.PUBLIC_URL, tileSource: tileSource(env.MAP_TILE_URL) });
  await app.register(cookie);

  const db = database.db;
  const auth = createAuth(app, { db, env, isSharedAccount: isDemoAccount });
  const mailer = deps.mailer ?? createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, db, log: app.log });

  await app.register(healthRoutes, { db });
  await app.register(accountsRoutes, { db, env, auth, mailer });
  await app.register(settingsRoutes, { db, auth, demoMode: env.DEMO_MODE, mailer, publicUrl: env.PUBLIC_URL });
  await app.register(emailChangeRoutes, { db });

  const stripeSettings: StripeSettings | undefined =
    deps.stripe ??
    (paymentsProvider(env) === 'stripe' && env.STRIPE_SECRET_KEY
      ? { secretKey: env.STRIPE_SECRET_KEY, publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? null, webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? null }
      : undefined);
  const stripe = stripeSettings ? createStripeProvider(stripeSettings) : null;
  await app.register(paymentsRoutes, { db, auth, provider: stripe ?? createSandboxProvider(db) });
  if (!stripe) await app.register(sandboxRoutes, { db, auth });
  await app.register(webhookRoutes, { db, stripe });
  await app.register(siteStatusRoutes, { auth, testMode: !stripe });
  const course = createCourse(deps.course ?? loadCompiledCourse({ production: env.NODE_ENV === 'production' }));
  const jobConfig = deps.jobs;
  const jobs = jobConfig
    ? await withStartupLock(database.pool, () =>
        startJobs({ ...jobConfig, log: app.log, handlers: [reminderJob({ db, mailer, course, publicUrl: env.PUBLIC_URL, log: app.log })] }),
      )
    : undefined;
  app.addHook('onClose', async () => {
    await jobs?.stop();
    mailer.stop();
  });
  await app.register(trainingRoutes, { db, auth, course });
  await app.register(attemptsRoutes, { db, auth, exam: createExamService(db, course) });
  await app.register(areaDrillsRoutes, { auth, course });
  await app.register(resultsRoutes, { db, auth });
  await app.register(entryTestRoutes, { db, auth });
  await app.register(reviewRoutes, { db, auth, course });
  await app.register(readinessRoutes, { db, auth, course });
  await app.register(studyPlanRoutes, { db, auth, course });
  await app.register(faresRoutes, { db, auth });
  await app.register(mapsRoutes, { db, auth, course, tiles: { url: env.MAP_TILE_URL, attribution: env.MAP_TILE_ATTRIBUTION } });
  await app.register(questionReportRoutes, { db, auth, course });
  await app.register(adminRoutes, { db, auth, course, mailer });
  await app.register(coverageRoutes, { auth, coverage: loadCompiledCoverage({ production: env.NODE_ENV !== 'development' }) });
  await app.register(checklistsRoutes, { db, auth, reference: course.reference });
  await app.register(tasterRoutes, { db, taster: deps.taster ?? loadTaster(CONTENT_DIR, course.questions) });
  await app.register(contactRoutes, {
    db,
    // Messages sent from the shared demo account belong to nobody: the next visitor must not see them.
    currentUserId: async (request) => {
      const user = await auth.loadUser(request);
      return user && !isDemoAccount(user) ? user.id : null;
    },
  });

  app.get(API.openApi, { schema: { hide: true } }, async () => app.swagger());
  await registerSpa(app, { clientDir: deps.clientDir ?? DEFAULT_CLIENT_DIR, publicUrl: env.PUBLIC_URL });
  return app;
}
