import { useEffect, useState } from 'react';

/** Spec §4 step 7: the provider counts as ready after 3 seconds even if it never says so. */
export const FORCE_READY_MS = 3000;

export function useForcedReady(signalled: boolean): boolean {
  const [forced, setForced] = useState(false);
  useEffect(() => {
    if (signalled) return;
    const timer = window.setTimeout(() => setForced(true), FORCE_READY_MS);
    return () => window.clearTimeout(timer);
  }, [signalled]);
  return signalled || forced;
}
