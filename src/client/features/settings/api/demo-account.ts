import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import type { demoAccountResponse } from '#shared/schemas/auth.ts';
import { apiGet } from '#client/lib/api-client.ts';

/** Only answered with credentials in demo mode; they never ship in the bundle. */
export const demoAccountQueryOptions = () =>
  queryOptions({ queryKey: ['demo-account'], queryFn: ({ signal }) => apiGet<typeof demoAccountResponse>(API.demoAccount, signal) });

export function useDemoAccount() {
  return useQuery(demoAccountQueryOptions());
}
