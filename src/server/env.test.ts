import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';

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
});
