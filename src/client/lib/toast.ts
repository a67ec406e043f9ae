/**
 * The spec's two toast kinds: a plain one and a destructive one (spec §8). The toast library
 * and its viewport load on first use or when the browser is idle, not on first paint
 * (DESIGN.md §11 budget).
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let requested = false;
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => (markMounted = resolve));

export function requestToaster(): void {
  if (requested) return;
  requested = true;
  listeners.forEach((l) => l());
}

export const toasterRequested = () => requested;

export function subscribeToaster(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the viewport once it is on screen. */
export function toasterMounted(): void {
  markMounted();
}

/**
 * `id` names a toast that a later one replaces in place: a "Login failed" must not linger behind
 * the "Login successful" that follows it (issue 32 §9).
 */
export interface ToastOptions {
  id?: string;
}

async function show(kind: 'success' | 'error', title: string, description?: string, options: ToastOptions = {}) {
  requestToaster();
  const [{ toast }] = await Promise.all([import('sonner'), mounted]);
  toast[kind](title, { ...(description ? { description } : {}), ...(options.id ? { id: options.id } : {}) });
}

export function notify(title: string, description?: string, options?: ToastOptions): void {
  void show('success', title, description, options);
}

export function notifyError(title: string, description?: string, options?: ToastOptions): void {
  void show('error', title, description, options);
}
