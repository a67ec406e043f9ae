import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import type { paymentConfigResponse } from '#shared/schemas/payments.ts';
import { apiGet } from '#client/lib/api-client.ts';

export const paymentConfigQueryOptions = () =>
  queryOptions({ queryKey: ['payment-config'], queryFn: ({ signal }) => apiGet<typeof paymentConfigResponse>(API.paymentsConfig, signal) });

export function usePaymentConfig() {
  return useQuery(paymentConfigQueryOptions());
}
