import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { forgotPasswordSchema, registerSchema, updateUserSchema } from './auth.ts';
import { contactSchema } from './contact.ts';
import { emailField, MESSAGES } from './fields.ts';

describe('the email field', () => {
  it('trims and lower-cases a valid address, so form and server hold one spelling', () => {
    expect(emailField.parse('  Aoife.Ni-Bhriain@Example.IE ')).toBe('aoife.ni-bhriain@example.ie');
    expect(forgotPasswordSchema.parse({ email: 'SEAN@EXAMPLE.IE' })).toEqual({ email: 'sean@example.ie' });
    expect(registerSchema.parse({ username: 'aoife', email: 'Aoife@Example.ie', password: 'cobh-harbour', vehicleType: 'taxi' }).email).toBe('aoife@example.ie');
    expect(updateUserSchema.parse({ email: 'New@Example.ie', currentPassword: 'pw' }).email).toBe('new@example.ie');
    expect(contactSchema.parse({ name: 'Seán', email: 'Sean@Example.ie', subject: 'Fleet', message: 'Group plans?' }).email).toBe('sean@example.ie');
  });

  it('still refuses a bad address with the spec message', () => {
    for (const bad of ['x', 'NO-AT.example.ie', `${'a'.repeat(250)}@e.ie`, 7]) {
      expect(emailField.safeParse(bad).error?.issues.map((i) => i.message)).toEqual([MESSAGES.email]);
    }
  });

  it('describes itself as a plain string in the OpenAPI document', () => {
    expect(z.toJSONSchema(z.object({ email: emailField }), { io: 'input' }).properties?.email).toMatchObject({ type: 'string' });
  });
});
