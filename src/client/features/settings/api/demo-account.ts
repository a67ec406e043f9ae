import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#client/lib/api-client.ts';

/** Only answered with credentials in demo mode; they never ship in the bundle. */
export const demoAccountQueryOptions = () =>
  queryOptions({ queryKey: ['demo-account'], queryFn: ({ signal }) => apiGet<{ username: string; password: string } | null>('/api/demo-account', signal) });

export function useDemoAccount() {
  return useQuery(demoAccountQueryOptions());
}
