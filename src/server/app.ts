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
import type { Env } from './env.ts';
import { accountsRoutes } from './features/accounts/accounts.routes.ts';
import { settingsRoutes } from './features/accounts/settings.routes.ts';
import { paymentsRoutes } from './features/payments/payments.routes.ts';
import { createSandboxProvider, type SandboxProvider } from './features/payments/sandbox-provider.ts';
import { createStripeProvider, type StripeSettings } from './features/payments/stripe-provider.ts';
import { webhookRoutes } from './features/payments/webhook.routes.ts';
import { checklistsRoutes } from './features/checklists/checklists.routes.ts';
import { practiceRoutes } from './features/practice/practice.routes.ts';
import { trainingRoutes } from './features/training/training.routes.ts';
import { loadCompiledCourse } from './content/course-store.ts';
import type { CompiledCourse } from './content/load.ts';
import { contactRoutes } from './features/contact/contact.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerSecurity } from './plugins/security.ts';
import { createAuth } from './plugins/session.ts';
import { registerSpa } from './plugins/spa.ts';
import { registerTextGuard } from './plugins/text-guard.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';

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
  /** A pino logger from the process entry; tests pass none and get a silent one. */
  logger?: FastifyBaseLogger;
}

export const BODY_LIMIT_BYTES = 64 * 1024;
const DEFAULT_CLIENT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/client');

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { env, database } = deps;
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: { level: env.LOG_LEVEL } }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: env.TRUST_PROXY,
    // Close idle keep-alive sockets on shutdown; in-flight requests still finish.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // API bodies are JSON only (DESIGN.md §6): any other content type is refused with a 400.
  app.removeContentTypeParser('text/plain');
  registerTextGuard(app);

  await app.register(swagger, {
    openapi: {
      info: { title: 'SPSV Prep API', version: '1.0.0', description: "Ireland's SPSV licence course" },
    },
    transform: jsonSchemaTransform,
  });
  await registerSecurity(app, { production: env.NODE_ENV === 'production', publicUrl: env.PUBLIC_URL });
  await app.register(cookie);

  const db = database.db;
  const auth = createAuth(app, { db, env });
  const mailer = deps.mailer ?? createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, db, log: app.log });

  await app.register(healthRoutes, { db });
  await app.register(accountsRoutes, { db, env, auth, mailer });
  await app.register(settingsRoutes, { db, auth, demoMode: env.DEMO_MODE });

  const stripeSettings: StripeSettings | undefined =
    deps.stripe ??
    (env.STRIPE_SECRET_KEY
      ? { secretKey: env.STRIPE_SECRET_KEY, publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? null, webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? null }
      : undefined);
  const stripe = stripeSettings ? createStripeProvider(stripeSettings) : null;
  const sandbox = stripe ? null : createSandboxProvider(db);
  await app.register(paymentsRoutes, { db, auth, ...(stripe ? { provider: stripe, sandbox: null } : providerOf(sandbox)) });
  await app.register(webhookRoutes, { db, stripe });
  const course = deps.course ?? loadCompiledCourse();
  await app.register(trainingRoutes, { db, auth, course });
  await app.register(practiceRoutes, { db, auth, course });
  await app.register(checklistsRoutes, { db, auth, reference: course.reference });
  await app.register(contactRoutes, { db, currentUserId: async (request) => (await auth.loadUser(request))?.id ?? null });

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await registerSpa(app, { clientDir: deps.clientDir ?? DEFAULT_CLIENT_DIR, publicUrl: env.PUBLIC_URL });
  return app;
}

function providerOf(sandbox: SandboxProvider | null) {
  if (!sandbox) throw new Error('no payment provider');
  return { provider: sandbox, sandbox };
}
