import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router-dom';
import { createQueryClient } from '#client/lib/query-client.ts';

/** One client for every screen that fetches data; loaded with the first such screen. */
const queryClient = createQueryClient();

export function QueryShell() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
