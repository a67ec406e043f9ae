import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router-dom';
import { queryClient, seedFromPage } from '#client/lib/query-cache.ts';

// One client for every screen that fetches data; loaded with the first such screen, and seeded
// with the data a pre-rendered page was rendered with.
seedFromPage();

export function QueryShell() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
