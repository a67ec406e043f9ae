import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import type { PlanKey } from '#shared/plans.ts';
import type { confirmPaymentResponse } from '#shared/schemas/payments.ts';
import { apiPost } from '#client/lib/api-client.ts';
import { userQueryOptions } from '#client/lib/session.ts';

export const confirmPayment = (input: { planType: PlanKey; paymentIntentId: string }) =>
  apiPost<typeof confirmPaymentResponse>(API.confirmPayment, input);

/** Spec §4 step 5: confirm, then refresh the user so hasPurchased becomes true. */
export function useConfirmPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryOptions().queryKey }),
  });
}
