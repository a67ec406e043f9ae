import { describe, expect, it } from 'vitest';
import {
  changePasswordFormSchema,
  changePasswordSchema,
  deleteAccountSchema,
  emailChangeTokenSchema,
  loginSchema,
  registerFormSchema,
  registerSchema,
  resetPasswordFormSchema,
  resetPasswordSchema,
  updateUserSchema,
  usernameField,
} from './auth.ts';

/** Every bound and message of the account schemas, which both the forms and the routes use. */
type Result = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
const issues = (result: Result) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
const good = { username: 'aoife', email: 'aoife@example.ie', password: 'cobh-harbour', vehicleType: 'taxi' };

describe('username', () => {
  it('takes 3 to 40 letters, numbers, dots, dashes and underscores, trimmed', () => {
    expect(usernameField.parse('  abc  ')).toBe('abc');
    expect(usernameField.safeParse('a'.repeat(40)).success).toBe(true);
    expect(issues(usernameField.safeParse('a'.repeat(41)))).toEqual({ '': 'Username must be at most 40 characters' });
    expect(issues(usernameField.safeParse('ab'))).toEqual({ '': 'Username must be at least 3 characters' });
    expect(issues(usernameField.safeParse('two words'))).toEqual({ '': 'Username can use letters, numbers, dots, dashes and underscores only' });
    expect(usernameField.safeParse('Seán.Ó-Brien_2').success).toBe(true);
    expect(issues(usernameField.safeParse(7))).toEqual({ '': 'Username must be at least 3 characters' });
  });
});

describe('register', () => {
  it('accepts a good learner and refuses each bad field with its own message', () => {
    expect(registerSchema.parse(good)).toEqual(good);
    expect(issues(registerSchema.safeParse({ ...good, vehicleType: 'bus' }))).toEqual({ vehicleType: 'Please select a vehicle type' });
    expect(issues(registerSchema.safeParse({ ...good, password: 'x'.repeat(201) }))).toEqual({ password: 'Password must be at most 200 characters' });
    expect(registerSchema.safeParse({ ...good, password: 'x'.repeat(200) }).success).toBe(true);
    expect(issues(registerSchema.safeParse({ ...good, password: 12345678 }))).toEqual({ password: 'Password must be at least 8 characters' });
    expect(registerSchema.safeParse({ ...good, password: 'eightchr' }).success).toBe(true);
    expect(issues(registerSchema.safeParse({ ...good, password: 'PASSWORD123' }))).toEqual({ password: 'This password is too common. Choose one that is harder to guess.' });
  });

  it('needs matching passwords and the terms accepted in the form', () => {
    const form = { ...good, confirmPassword: good.password, acceptTerms: true };
    expect(registerFormSchema.safeParse(form).success).toBe(true);
    expect(issues(registerFormSchema.safeParse({ ...form, confirmPassword: 'cobh-harbour!' }))).toEqual({ confirmPassword: 'Passwords do not match' });
    expect(issues(registerFormSchema.safeParse({ ...form, acceptTerms: false }))).toEqual({ acceptTerms: 'You must accept the terms and conditions' });
  });
});

describe('login', () => {
  it('takes the spec bounds only, so older passwords still sign in', () => {
    expect(loginSchema.parse({ username: '  abc ', password: '123456' })).toEqual({ username: 'abc', password: '123456' });
    expect(issues(loginSchema.safeParse({ username: 'a'.repeat(201), password: '123456' }))).toEqual({ username: 'Username must be at least 3 characters' });
    expect(loginSchema.safeParse({ username: 'a'.repeat(200), password: '123456' }).success).toBe(true);
    expect(issues(loginSchema.safeParse({ username: 'abc', password: 'x'.repeat(201) }))).toEqual({ password: 'Password must be at most 200 characters' });
  });
});

describe('reset and change password', () => {
  const token = 't'.repeat(43);
  it('needs a plausible token and a good new password', () => {
    expect(resetPasswordSchema.parse({ token: `  ${token}  `, password: 'cobh-harbour' })).toEqual({ token, password: 'cobh-harbour' });
    expect(issues(resetPasswordSchema.safeParse({ token: 't'.repeat(19), password: 'cobh-harbour' }))).toEqual({ token: 'The reset link is not valid' });
    expect(resetPasswordSchema.safeParse({ token: 't'.repeat(20), password: 'cobh-harbour' }).success).toBe(true);
    expect(resetPasswordSchema.safeParse({ token: 't'.repeat(200), password: 'cobh-harbour' }).success).toBe(true);
    expect(issues(resetPasswordSchema.safeParse({ token: 't'.repeat(201), password: 'cobh-harbour' }))).toEqual({ token: 'The reset link is not valid' });
    expect(issues(resetPasswordFormSchema.safeParse({ password: 'cobh-harbour', confirmPassword: 'other-one-1' }))).toEqual({ confirmPassword: 'Passwords do not match' });
    expect(resetPasswordFormSchema.safeParse({ password: 'cobh-harbour', confirmPassword: 'cobh-harbour' }).success).toBe(true);
  });

  it('needs the current password to change it', () => {
    expect(issues(changePasswordSchema.safeParse({ currentPassword: '', newPassword: 'cobh-harbour' }))).toEqual({ currentPassword: 'currentPassword is required' });
    expect(issues(changePasswordSchema.safeParse({ newPassword: 'cobh-harbour' }))).toEqual({ currentPassword: 'currentPassword is required' });
    expect(issues(changePasswordSchema.safeParse({ currentPassword: 'x'.repeat(201), newPassword: 'cobh-harbour' })).currentPassword).toBeDefined();
    expect(changePasswordSchema.safeParse({ currentPassword: 'old', newPassword: 'cobh-harbour' }).success).toBe(true);
    expect(issues(changePasswordFormSchema.safeParse({ currentPassword: '', newPassword: 'cobh-harbour', confirmPassword: 'cobh-harbour' }))).toEqual({
      currentPassword: 'Enter your current password',
    });
    expect(issues(changePasswordFormSchema.safeParse({ currentPassword: 'old', newPassword: 'cobh-harbour', confirmPassword: 'cobh-harbour2' }))).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });
});

describe('account changes', () => {
  it('needs something to change, and the current password for a new email', () => {
    expect(updateUserSchema.safeParse({ vehicleType: 'hackney' }).success).toBe(true);
    expect(issues(updateUserSchema.safeParse({}))).toEqual({ '': 'Send a vehicleType or an email to change' });
    expect(issues(updateUserSchema.safeParse({ email: 'new@example.ie' }))).toEqual({ currentPassword: 'Enter your current password to change your email' });
    expect(updateUserSchema.safeParse({ email: 'new@example.ie', currentPassword: 'pw' }).success).toBe(true);
    expect(issues(updateUserSchema.safeParse({ email: 'new@example.ie', currentPassword: '' }))).toEqual({ currentPassword: 'Enter your current password' });
    expect(updateUserSchema.safeParse({ vehicleType: 'hackney', email: 'new@example.ie', currentPassword: 'pw' }).success).toBe(true);
  });

  it('needs the typed username and the password to delete', () => {
    expect(deleteAccountSchema.parse({ confirmUsername: ' aoife ', currentPassword: 'pw' })).toEqual({ confirmUsername: 'aoife', currentPassword: 'pw' });
    expect(issues(deleteAccountSchema.safeParse({ confirmUsername: '  ', currentPassword: 'pw' }))).toEqual({ confirmUsername: 'confirmUsername is required' });
    expect(issues(deleteAccountSchema.safeParse({ currentPassword: 'pw' }))).toEqual({ confirmUsername: 'confirmUsername is required' });
    expect(issues(deleteAccountSchema.safeParse({ confirmUsername: 'aoife' }))).toEqual({ currentPassword: 'currentPassword is required' });
  });

  it('takes email-change links of a plausible length', () => {
    expect(emailChangeTokenSchema.safeParse({ token: 'k'.repeat(43) }).success).toBe(true);
    expect(issues(emailChangeTokenSchema.safeParse({ token: 'k'.repeat(19) }))).toEqual({ token: 'This link is not valid' });
    expect(issues(emailChangeTokenSchema.safeParse({ token: 'k'.repeat(201) }))).toEqual({ token: 'This link is not valid' });
    expect(issues(emailChangeTokenSchema.safeParse({}))).toEqual({ token: 'token is required' });
  });
});
