import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/** False on the server and while a pre-rendered page hydrates; true once React runs it. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
