import type { ReactNode } from 'react';
import { ToasterHost } from './toaster-host.tsx';

/** App-wide providers. TanStack Query lives in the lazily loaded QueryShell (query-shell.tsx). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <ToasterHost />
    </>
  );
}
