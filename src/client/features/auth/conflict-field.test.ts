import { describe, expect, it } from 'vitest';
import { conflictField } from './conflict-field.ts';

describe('the register field a 409 marks', () => {
  it('is the field the server names, whatever the message says', () => {
    expect(conflictField({ field: 'email', serverMessage: 'That username is already taken.' })).toBe('email');
    expect(conflictField({ field: 'username', serverMessage: 'An account with that email address already exists.' })).toBe('username');
  });

  it('falls back to the message when the server names no field we show', () => {
    expect(conflictField({ field: undefined, serverMessage: 'An account with that email address already exists.' })).toBe('email');
    expect(conflictField({ field: 'password', serverMessage: 'That username is already taken.' })).toBe('username');
    expect(conflictField({ field: undefined, serverMessage: undefined })).toBe('username');
  });
});
