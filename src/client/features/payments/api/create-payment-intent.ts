import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import type { PlanKey } from '#shared/plans.ts';
import type { createPaymentIntentResponse } from '#shared/schemas/payments.ts';
import { apiPost } from '#client/lib/api-client.ts';

/** One intent per visit to the payment form; the server sets the amount from the plan. */
export const paymentIntentQueryOptions = (planType: PlanKey) =>
  queryOptions({
    queryKey: ['payment-intent', planType],
    queryFn: () => apiPost<typeof createPaymentIntentResponse>(API.createPaymentIntent, { planType }),
    gcTime: 0,
  });

export function usePaymentIntent(planType: PlanKey) {
  return useQuery(paymentIntentQueryOptions(planType));
}
