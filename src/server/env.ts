import { z } from 'zod';

/**
 * The only reader of process.env (STYLE.md §5). Parsed once at start-up; a bad value stops the
 * process with a readable list of keys.
 */
const bool = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

/**
 * Which proxies' X-Forwarded-For to believe (issue 16 §5): a hop count (`1` behind one load
 * balancer) or a comma-separated list of proxy addresses or CIDR ranges. Trusting every hop
 * would let a client choose its own IP, and with it its own rate-limit key.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((v, ctx): number | string[] | false => {
    const value = (v ?? '').trim();
    if (value === '' || value === '0' || value === 'false') return false;
    if (/^\d+$/.test(value)) return Number(value);
    const list = value.split(',').map((a) => a.trim()).filter(Boolean);
    if (value === 'true' || list.some((a) => !/^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(a))) {
      ctx.addIssue({ code: 'custom', message: 'must be a number of proxy hops (e.g. 1) or a comma-separated list of proxy addresses' });
      return z.NEVER;
    }
    return list;
  });

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATA_DIR: z.string().min(1).default('./data'),
  PUBLIC_URL: z.string().url().default('http://localhost:5000'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  SESSION_ABSOLUTE_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  SESSION_COOKIE_NAME: z.string().regex(/^[A-Za-z0-9_-]+$/).default('spsv_session'),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional().or(z.literal('').transform(() => undefined)),
  STRIPE_PUBLISHABLE_KEY: z.string().startsWith('pk_').optional().or(z.literal('').transform(() => undefined)),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional().or(z.literal('').transform(() => undefined)),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional().or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().default('SPSV Prep <no-reply@spsvprep.ie>'),
  PAYMENTS_PROVIDER: z.enum(['stripe', 'sandbox']).optional().or(z.literal('').transform(() => undefined)),
  /** New accounts one IP may create per hour (issue 16 §3); raise it for a classroom behind one NAT. */
  REGISTRATIONS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
  DEMO_MODE: bool,
  TRUST_PROXY: trustProxy,
  /**
   * Open connections one client address may hold (issue 27 §9): without a cap one address can
   * take every socket and file descriptor. 0 turns it off. Trusted proxies are exempt.
   */
  MAX_CONNECTIONS_PER_IP: z.coerce.number().int().min(0).max(100_000).default(50),
  /**
   * The study map's tile server (issue 34): a URL template with {z}, {x} and {y} ({s} for a
   * subdomain). OpenStreetMap's own tiles suit a small deployment under its tile usage policy;
   * a busy site should use a tile provider (see README). The content-security policy allows
   * exactly this host for images.
   */
  MAP_TILE_URL: z
    .string()
    .regex(/^https?:\/\/[^/]+\/.*\{z\}.*\{x\}.*\{y\}/, 'must be an http(s) URL template with {z}, {x} and {y}')
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z.string().min(1).default('© OpenStreetMap contributors'),
});

/** The tile server's origin as a CSP source ({s} subdomains become a wildcard). */
export function tileSource(tileUrl: string): string {
  return new URL(tileUrl.replace('{s}', 'tiles-subdomain')).origin.replace('tiles-subdomain', '*');
}

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return result.data;
}

export function loadEnv(): Env {
  return parseEnv(process.env);
}

/**
 * Which payment provider runs (DESIGN.md §15). Unset: Stripe when its key is set, else the
 * sandbox, except in production, where a missing key must be a deliberate choice: a live site
 * that silently ran the sandbox would give paid access to anyone with the test card.
 */
export function paymentsProvider(env: Pick<Env, 'NODE_ENV' | 'STRIPE_SECRET_KEY' | 'PAYMENTS_PROVIDER'>): 'stripe' | 'sandbox' {
  if (env.PAYMENTS_PROVIDER === 'sandbox') return 'sandbox';
  if (env.STRIPE_SECRET_KEY) return 'stripe';
  if (env.PAYMENTS_PROVIDER === 'stripe') {
    throw new Error('PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY; set it, or set PAYMENTS_PROVIDER=sandbox for a test deployment.');
  }
  if (env.NODE_ENV === 'production') {
    throw new Error(
      'Refusing to start in production without STRIPE_SECRET_KEY: payments would run in the test sandbox. ' +
        'Set STRIPE_SECRET_KEY, or set PAYMENTS_PROVIDER=sandbox if this is a test deployment.',
    );
  }
  return 'sandbox';
}

/** Fails start-up with a readable message when the payment settings cannot be right. */
export function checkPaymentsConfig(env: Env): void {
  paymentsProvider(env);
}

const ALL_INTERFACES = new Set(['0.0.0.0', '::', '[::]', '0:0:0:0:0:0:0:0']);

/** Settings that work but that an operator should hear about at start. */
export function startupWarnings(env: Env): string[] {
  const warnings: string[] = [];
  if (env.NODE_ENV === 'production' && !env.SMTP_URL) {
    warnings.push('SMTP_URL is not set in production: password-reset and other mail is only stored in the outbox_emails table and never delivered.');
  }
  if (typeof env.TRUST_PROXY === 'number' && ALL_INTERFACES.has(env.HOST)) {
    // A hop count believes whoever connects; on every interface that may be a client itself (issue 27 §9).
    warnings.push(
      `TRUST_PROXY=${env.TRUST_PROXY} trusts the last ${env.TRUST_PROXY === 1 ? 'hop' : `${env.TRUST_PROXY} hops`} of X-Forwarded-For while HOST=${env.HOST} listens on every interface: ` +
        'a client that reaches the app directly can forge its address (and so its rate limits). Set TRUST_PROXY to the proxies\' addresses (e.g. TRUST_PROXY=10.0.0.2), or HOST to the interface only the proxy reaches.',
    );
  }
  return warnings;
}
