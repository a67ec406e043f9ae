import { QueryClient } from '@tanstack/react-query';

/** Spec §7: no retries, no refetch on window focus, data never stale on its own. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}
