import { z } from 'zod';
import { PLAN_KEYS } from '../plans.ts';

export const planTypeField = z.enum(PLAN_KEYS, { error: 'planType must be BASIC, STANDARD or PREMIUM' });

/** The client may send `amount` (spec §7); it is ignored: the server prices the plan. */
export const createPaymentIntentSchema = z.object({
  planType: planTypeField,
  amount: z.unknown().optional(),
});

export const createPaymentIntentResponse = z.object({ clientSecret: z.string() });

const paymentIntentId = z.string().trim().regex(/^pi_[A-Za-z0-9_]{4,120}$/, 'paymentIntentId is not a payment intent id');

export const confirmPaymentSchema = z.object({ planType: planTypeField, paymentIntentId });

export const confirmPaymentResponse = z.object({
  plan: planTypeField,
  accessUntil: z.string(),
  alreadyRecorded: z.boolean(),
});

export const paymentConfigResponse = z.object({
  provider: z.enum(['stripe', 'sandbox']),
  publishableKey: z.string().nullable(),
});

/** A same-site path the provider sends the browser back to (like Stripe's return_url). */
export const returnPathField = z
  .string()
  .max(300)
  .regex(/^\/(?![/\\])[\w\-/?=&.%]*$/, 'returnPath must be a path on this site');

export const sandboxConfirmSchema = z.object({
  clientSecret: z.string().trim().min(10).max(200),
  cardNumber: z.string().trim().max(30),
  expiry: z.string().trim().max(7),
  cvc: z.string().trim().max(4),
  returnPath: returnPathField,
});

export const sandboxConfirmResponse = z.object({ redirectUrl: z.string() });

/** POST /api/stripe/webhook: acknowledged, whether or not the event recorded a purchase. */


/** Test cards of the sandbox provider, matching Stripe's test numbers. */
export const SANDBOX_SUCCESS_CARD = '4242 4242 4242 4242';
export const SANDBOX_DECLINE_CARD = '4000 0000 0000 0002';
