import { z } from 'zod';
import { VEHICLE_TYPE_IDS } from '../vehicle-types.ts';
import { isCommonPassword } from '../common-passwords.ts';
import { countyField, emailField, MESSAGES } from './fields.ts';

export const usernameField = z
  .string({ error: MESSAGES.username })
  .trim()
  .min(3, MESSAGES.username)
  .max(40, 'Username must be at most 40 characters')
  .regex(/^[\p{L}\p{N}._-]+$/u, 'Username can use letters, numbers, dots, dashes and underscores only');

export const passwordField = z
  .string({ error: MESSAGES.password })
  .min(6, MESSAGES.password)
  .max(200, 'Password must be at most 200 characters');

/**
 * A password being chosen (register, reset, change): longer than the spec's six, and not one
 * of the commonly leaked ones (issue 16 §10). Signing in still takes any password of six or
 * more, so existing accounts keep working.
 */
export const NEW_PASSWORD_MIN = 8;
export const newPasswordField = z
  .string({ error: MESSAGES.newPassword })
  .min(NEW_PASSWORD_MIN, MESSAGES.newPassword)
  .max(200, 'Password must be at most 200 characters')
  .refine((v) => !isCommonPassword(v), MESSAGES.commonPassword);

export const vehicleTypeField = z.enum(VEHICLE_TYPE_IDS, { error: MESSAGES.vehicleType });

/** Login checks only the spec §5 bounds, so existing accounts can always try. */
export const loginSchema = z.object({
  username: z.string({ error: MESSAGES.username }).trim().min(3, MESSAGES.username).max(200, MESSAGES.username),
  password: passwordField,
});

export const registerSchema = z.object({
  username: usernameField,
  email: emailField,
  password: newPasswordField,
  vehicleType: vehicleTypeField,
  /** Optional (issue 21 §4): preselects the county on /practice-tests and in the simulator. */
  county: countyField.optional(),
});

/** The register form adds confirmPassword and acceptTerms, which are not sent (spec §7). */
export const registerFormSchema = registerSchema
  .extend({
    /** The form's "Not sure yet" is the empty value; register() leaves it out of the body. */
    county: z.union([z.literal(''), countyField]).optional(),
    confirmPassword: z.string(),
    acceptTerms: z.boolean().refine((v) => v, MESSAGES.acceptTerms),
  })
  .refine((v) => v.password === v.confirmPassword, { message: MESSAGES.passwordsMatch, path: ['confirmPassword'] });

export const forgotPasswordSchema = z.object({ email: emailField });

export const resetPasswordSchema = z.object({
  token: z.string().trim().min(20, 'The reset link is not valid').max(200, 'The reset link is not valid'),
  password: newPasswordField,
});

export const resetPasswordFormSchema = z
  .object({ password: newPasswordField, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: MESSAGES.passwordsMatch, path: ['confirmPassword'] });

export const userResponse = z.object({
  username: z.string(),
  vehicleType: vehicleTypeField,
  hasPurchased: z.boolean(),
  /** An owner (issue 22): the client shows the link to /admin; the API checks the role itself. */
  isAdmin: z.boolean(),
});

export const messageResponse = z.object({ message: z.string() });

/** GET /api/logout and the settings actions that only need to say they worked. */
export const okResponse = z.object({ ok: z.literal(true) });

export type LoginInput = z.infer<typeof loginSchema>;
export type RegisterFormInput = z.infer<typeof registerFormSchema>;
export type CurrentUser = z.infer<typeof userResponse>;

export const FORGOT_PASSWORD_ANSWER = 'If an account exists for that email, we have sent a link to reset your password.';

const currentPasswordField = z.string({ error: 'currentPassword is required' }).min(1, 'Enter your current password').max(200);

/** A new email needs the current password (issue 16 §6): a stolen session alone cannot change it. */
export const updateUserSchema = z
  .object({ vehicleType: vehicleTypeField.optional(), email: emailField.optional(), currentPassword: currentPasswordField.optional() })
  .refine((v) => v.vehicleType !== undefined || v.email !== undefined, { message: 'Send a vehicleType or an email to change' })
  .refine((v) => v.email === undefined || v.currentPassword !== undefined, {
    message: 'Enter your current password to change your email',
    path: ['currentPassword'],
  });

/** The links mailed when an email changes: confirm (to the new address) and undo (to the old). */
export const emailChangeTokenSchema = z.object({
  token: z.string({ error: 'token is required' }).trim().min(20, 'This link is not valid').max(200, 'This link is not valid'),
});

export const changePasswordSchema = z.object({
  currentPassword: z.string({ error: 'currentPassword is required' }).min(1, 'currentPassword is required').max(200),
  newPassword: newPasswordField,
});

export const changePasswordFormSchema = z
  .object({ currentPassword: z.string().min(1, 'Enter your current password'), newPassword: newPasswordField, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, { message: MESSAGES.passwordsMatch, path: ['confirmPassword'] });

export const deleteAccountSchema = z.object({
  confirmUsername: z.string({ error: 'confirmUsername is required' }).trim().min(1, 'confirmUsername is required').max(200),
  currentPassword: currentPasswordField,
});

export const accountResponse = z.object({
  username: z.string(),
  email: z.string(),
  vehicleType: vehicleTypeField,
  memberSince: z.string(),
  /** A new address waiting for its confirmation link to be opened. */
  pendingEmail: z.string().nullable(),
  hasPurchased: z.boolean(),
  purchases: z.array(
    z.object({ plan: z.string(), amountCents: z.number(), currency: z.string(), paidAt: z.string(), accessUntil: z.string(), status: z.string() }),
  ),
});

export const demoAccountResponse = z.object({ username: z.string(), password: z.string() }).nullable();

