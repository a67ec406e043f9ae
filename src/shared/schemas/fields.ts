import { z } from 'zod';

/** Field schemas with their user-facing messages (spec §5), used by forms and routes alike. */
export const MESSAGES = {
  username: 'Username must be at least 3 characters',
  password: 'Password must be at least 6 characters',
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

export const emailField = z
  .string({ error: MESSAGES.email })
  .trim()
  .max(254, MESSAGES.email)
  .pipe(z.email({ error: MESSAGES.email }));
