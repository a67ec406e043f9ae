import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanKey } from '#shared/plans.ts';
import type { ConfirmPaymentResult } from '#shared/schemas/payments.ts';
import { apiPost } from '#client/lib/api-client.ts';
import { userQueryOptions } from '#client/lib/session.ts';

export const confirmPayment = (input: { planType: PlanKey; paymentIntentId: string }) =>
  apiPost<ConfirmPaymentResult>('/api/confirm-payment', input);

/** Spec §4 step 5: confirm, then refresh the user so hasPurchased becomes true. */
export function useConfirmPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryOptions().queryKey }),
  });
}
