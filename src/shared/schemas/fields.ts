import { z } from 'zod';
import { COUNTY_OPTIONS } from '../practice-tests.ts';

/** Field schemas with their user-facing messages (spec §5), used by forms and routes alike. */
export const MESSAGES = {
  username: 'Username must be at least 3 characters',
  password: 'Password must be at least 6 characters',
  newPassword: 'Password must be at least 8 characters',
  commonPassword: 'This password is too common. Choose one that is harder to guess.',
  email: 'Please enter a valid email address',
  passwordsMatch: 'Passwords do not match',
  vehicleType: 'Please select a vehicle type',
  acceptTerms: 'You must accept the terms and conditions',
} as const;

/** A required text: trimmed, not empty, bounded so a hostile body cannot bloat the database. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/**
 * Trimmed and lower-cased once validated, so the form, the routes and the database all hold
 * one spelling of an address (issue 15): `Aoife@Example.ie` and `aoife@example.ie` are one
 * account. `toLowerCase()` is an in-place overwrite rather than a transform, so the field
 * still describes itself as a plain string in the OpenAPI document.
 */
export const emailField = z
  .string({ error: MESSAGES.email })
  .trim()
  .max(254, MESSAGES.email)
  .pipe(z.email({ error: MESSAGES.email }).toLowerCase());

/** The county a learner will work in: one of the 26, or Other Counties (issue 21 §4). */
export const countyField = z.enum(COUNTY_OPTIONS, { error: 'county must be one of the 26 counties or Other Counties' });
