import { describe, expect, it } from 'vitest';
import { loginSchema, registerFormSchema } from './auth.ts';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('spec §5 validation messages', () => {
  it('register', () => {
    const result = registerFormSchema.safeParse({ username: 'ab', email: 'x', password: '123', confirmPassword: '1234', vehicleType: '', acceptTerms: false });
    expect(messages(result)).toEqual({
      username: 'Username must be at least 3 characters',
      email: 'Please enter a valid email address',
      password: 'Password must be at least 8 characters',
      vehicleType: 'Please select a vehicle type',
      acceptTerms: 'You must accept the terms and conditions',
    });
    const mismatch = registerFormSchema.safeParse({ username: 'abc', email: 'a@b.ie', password: 'cobh-harbour', confirmPassword: 'cobh-harbour2', vehicleType: 'taxi', acceptTerms: true });
    expect(messages(mismatch)).toEqual({ confirmPassword: 'Passwords do not match' });
  });

  it('login', () => {
    expect(messages(loginSchema.safeParse({ username: 'ab', password: '12345' }))).toEqual({
      username: 'Username must be at least 3 characters',
      password: 'Password must be at least 6 characters',
    });
  });

  it('a new password: eight or more characters, not a commonly leaked one; signing in still takes six', () => {
    const base = { username: 'abc', email: 'a@b.ie', vehicleType: 'taxi', acceptTerms: true };
    expect(messages(registerFormSchema.safeParse({ ...base, password: 'short7c', confirmPassword: 'short7c' }))).toEqual({ password: 'Password must be at least 8 characters' });
    expect(messages(registerFormSchema.safeParse({ ...base, password: 'Password1', confirmPassword: 'Password1' }))).toEqual({
      password: 'This password is too common. Choose one that is harder to guess.',
    });
    expect(registerFormSchema.safeParse({ ...base, password: 'cobh-harbour', confirmPassword: 'cobh-harbour' }).success).toBe(true);
    expect(loginSchema.safeParse({ username: 'abc', password: '123456' }).success).toBe(true);
  });
});
