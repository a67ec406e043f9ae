import { describe, expect, it } from 'vitest';
import { afterLoginPath, afterRegisterPath, safeRedirect } from './redirect.ts';

describe('redirects', () => {
  it('follows spec §2 after login', () => {
    expect(afterLoginPath('/checkout', 'STANDARD')).toBe('/checkout?plan=STANDARD');
    expect(afterLoginPath('/training', null)).toBe('/training');
    expect(afterLoginPath(null, 'BASIC')).toBe('/dashboard');
  });

  it('never leaves the site', () => {
    expect(safeRedirect('https://evil.example')).toBeUndefined();
    expect(safeRedirect('//evil.example')).toBeUndefined();
    expect(safeRedirect('/\\evil.example')).toBeUndefined();
    expect(afterLoginPath('//evil.example', 'BASIC')).toBe('/dashboard');
  });

  it('carries the plan from sign-up straight to checkout, signed in (issue 32 §9)', () => {
    expect(afterRegisterPath('PREMIUM')).toBe('/checkout?plan=PREMIUM');
    expect(afterRegisterPath(null)).toBe('/dashboard');
  });
});
