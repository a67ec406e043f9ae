import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentConfig } from '#shared/schemas/payments.ts';
import { apiGet } from '#client/lib/api-client.ts';

export const paymentConfigQueryOptions = () =>
  queryOptions({ queryKey: ['payment-config'], queryFn: ({ signal }) => apiGet<PaymentConfig>('/api/payments/config', signal) });

export function usePaymentConfig() {
  return useQuery(paymentConfigQueryOptions());
}
