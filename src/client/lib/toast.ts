import { toast } from 'sonner';

/** The spec's two toast kinds: a plain one and a destructive one (spec §8). */
export function notify(title: string, description?: string): void {
  toast.success(title, description ? { description } : undefined);
}

export function notifyError(title: string, description?: string): void {
  toast.error(title, description ? { description } : undefined);
}
