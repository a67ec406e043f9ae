import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { requestToaster, subscribeToaster, toasterRequested } from '#client/lib/toast.ts';

const Toaster = lazy(() => import('#client/components/ui/toaster.tsx'));
const IDLE_LOAD_MS = 2000;

/** Mounts the toast viewport on the first toast, or once the page has settled. */
export function ToasterHost() {
  const requested = useSyncExternalStore(subscribeToaster, toasterRequested, () => false);
  useEffect(() => {
    const timer = window.setTimeout(requestToaster, IDLE_LOAD_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return requested ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
