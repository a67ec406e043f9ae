import { describe, expect, it } from 'vitest';
import { parseEnv, paymentsProvider, startupWarnings } from './env.ts';

describe('env', () => {
  it('has working defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 5000, DATA_DIR: './data', NODE_ENV: 'development', DEMO_MODE: false });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('lists every bad key at once', () => {
    expect(() => parseEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', STRIPE_SECRET_KEY: 'nope' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*STRIPE_SECRET_KEY/,
    );
  });

  it('treats empty optional values as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', SMTP_URL: '' })).toMatchObject({ DATABASE_URL: undefined, SMTP_URL: undefined });
  });

  describe('payments provider', () => {
    const key = 'sk_test_123';
    it('runs Stripe when its key is set, the sandbox otherwise (outside production)', () => {
      expect(paymentsProvider(parseEnv({ STRIPE_SECRET_KEY: key }))).toBe('stripe');
      expect(paymentsProvider(parseEnv({}))).toBe('sandbox');
      expect(paymentsProvider(parseEnv({ NODE_ENV: 'test' }))).toBe('sandbox');
    });

    it('refuses production without a Stripe key, naming both ways out', () => {
      expect(() => paymentsProvider(parseEnv({ NODE_ENV: 'production' }))).toThrow(/STRIPE_SECRET_KEY[\s\S]*PAYMENTS_PROVIDER=sandbox/);
    });

    it('lets production run the sandbox only when asked to', () => {
      expect(paymentsProvider(parseEnv({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'sandbox' }))).toBe('sandbox');
      expect(paymentsProvider(parseEnv({ NODE_ENV: 'production', STRIPE_SECRET_KEY: key, PAYMENTS_PROVIDER: 'sandbox' }))).toBe('sandbox');
      expect(paymentsProvider(parseEnv({ NODE_ENV: 'production', STRIPE_SECRET_KEY: key }))).toBe('stripe');
    });

    it('refuses PAYMENTS_PROVIDER=stripe without a key, and unknown providers', () => {
      expect(() => paymentsProvider(parseEnv({ PAYMENTS_PROVIDER: 'stripe' }))).toThrow(/STRIPE_SECRET_KEY/);
      expect(() => parseEnv({ PAYMENTS_PROVIDER: 'paypal' })).toThrow(/PAYMENTS_PROVIDER/);
    });
  });

  it('reads TRUST_PROXY as a hop count or a list of proxy addresses, never "trust everyone"', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' }).TRUST_PROXY).toEqual(['10.0.0.1', '10.1.0.0/16']);
    expect(() => parseEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => parseEnv({ TRUST_PROXY: 'proxy.local' })).toThrow(/TRUST_PROXY/);
  });

  it('warns when production has no SMTP server', () => {
    expect(startupWarnings(parseEnv({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'sandbox' }))[0]).toMatch(/SMTP_URL/);
    expect(startupWarnings(parseEnv({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25' }))).toEqual([]);
  });

  it('warns when a hop count is trusted on every interface, where clients could forge X-Forwarded-For (issue 27 §9)', () => {
    const forgeable = [{ TRUST_PROXY: '1' }, { TRUST_PROXY: '2', HOST: '0.0.0.0' }, { TRUST_PROXY: '1', HOST: '::' }];
    for (const source of forgeable) {
      const warnings = startupWarnings(parseEnv(source));
      expect(warnings, JSON.stringify(source)).toHaveLength(1);
      expect(warnings[0]).toMatch(/TRUST_PROXY=\d .*HOST=.*every interface.*forge.*TRUST_PROXY=10\.0\.0\.2/);
    }
    expect(startupWarnings(parseEnv({ TRUST_PROXY: '2' }))[0]).toMatch(/last 2 hops/);
    // An address list, a private interface or no proxy at all: nothing to warn about.
    for (const safe of [{ TRUST_PROXY: '10.0.0.2' }, { TRUST_PROXY: '1', HOST: '127.0.0.1' }, { TRUST_PROXY: '1', HOST: '10.0.0.7' }, {}, { TRUST_PROXY: '0' }]) {
      expect(startupWarnings(parseEnv(safe)), JSON.stringify(safe)).toEqual([]);
    }
  });

  it('caps connections per client address at 50 unless told otherwise', () => {
    expect(parseEnv({}).MAX_CONNECTIONS_PER_IP).toBe(50);
    expect(parseEnv({ MAX_CONNECTIONS_PER_IP: '0' }).MAX_CONNECTIONS_PER_IP).toBe(0);
    expect(() => parseEnv({ MAX_CONNECTIONS_PER_IP: '-1' })).toThrow(/MAX_CONNECTIONS_PER_IP/);
  });
});
