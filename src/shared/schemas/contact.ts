import { z } from 'zod';
import { emailField, requiredText } from './fields.ts';

/** Contact and support form (spec §5: name, email, subject and message required; phone optional). */
export const contactSchema = z.object({
  name: requiredText('Name', 120),
  email: emailField,
  phone: z.string().trim().max(40, 'Phone must be at most 40 characters').optional().or(z.literal('')),
  subject: requiredText('Subject', 200),
  message: requiredText('Message', 5000),
  source: z.enum(['home', 'support', 'settings']).default('home'),
});

export type ContactInput = z.input<typeof contactSchema>;
export const contactResponse = z.object({ ok: z.literal(true) });
