import { useEffect, useState } from 'react';
import { Toaster as SonnerToaster } from 'sonner';
import { toasterMounted } from '../../lib/toast.ts';

/** One toast at a time, 5000 ms, viewport at most 420 px wide from medium screens (spec §8, §9). */
const WIDE = '(min-width: 640px)';

export default function Toaster() {
  useEffect(() => toasterMounted(), []);
  // On a phone the bottom of the screen holds the page's own buttons (Retake Test): toasts go on top.
  const [wide, setWide] = useState(() => window.matchMedia(WIDE).matches);
  useEffect(() => {
    const query = window.matchMedia(WIDE);
    const onChange = () => setWide(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return (
    <SonnerToaster
      visibleToasts={1}
      duration={5000}
      position={wide ? 'bottom-right' : 'top-center'}
      // Clear of the test-mode banner along the bottom edge.
      offset={{ bottom: 56, right: 16, top: 16, left: 16 }}
      mobileOffset={{ top: 16, left: 16, right: 16, bottom: 56 }}
      closeButton
      style={{ ['--width' as string]: 'min(420px, calc(100vw - 32px))' }}
      toastOptions={{
        // Colours chosen for WCAG AA contrast; destructive toasts are red (spec §8).
        classNames: {
          toast: '!bg-white !text-slate-900 !border-slate-300',
          description: '!text-slate-700',
          error: '!bg-red-50 !text-red-900 !border-red-400',
          success: '!text-slate-900',
        },
      }}
    />
  );
}
