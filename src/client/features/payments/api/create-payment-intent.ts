import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlanKey } from '#shared/plans.ts';
import { apiPost } from '#client/lib/api-client.ts';

/** One intent per visit to the payment form; the server sets the amount from the plan. */
export const paymentIntentQueryOptions = (planType: PlanKey) =>
  queryOptions({
    queryKey: ['payment-intent', planType],
    queryFn: () => apiPost<{ clientSecret: string }>('/api/create-payment-intent', { planType }),
    gcTime: 0,
  });

export function usePaymentIntent(planType: PlanKey) {
  return useQuery(paymentIntentQueryOptions(planType));
}
