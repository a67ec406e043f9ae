import { Button } from '#client/components/ui/button.tsx';

/** Spec §4 step 6: disabled while not ready ('Loading...') or processing ('Processing...'). */
export function PayButton({ ready, processing, label }: { ready: boolean; processing: boolean; label: string }) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={!ready || processing}>
      {processing ? 'Processing...' : ready ? label : 'Loading...'}
    </Button>
  );
}
