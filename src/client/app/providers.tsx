import type { ReactNode } from 'react';
import { AppErrorBoundary } from './app-error-boundary.tsx';
import { ToasterHost } from './toaster-host.tsx';

/**
 * App-wide providers. TanStack Query lives in the lazily loaded QueryShell (query-shell.tsx).
 * The error boundary sits outside the routes but not the toaster, which keeps working.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <>
      <AppErrorBoundary>{children}</AppErrorBoundary>
      <ToasterHost />
    </>
  );
}
