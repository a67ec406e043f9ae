import { useEffect } from 'react';
import { Toaster as SonnerToaster } from 'sonner';
import { toasterMounted } from '../../lib/toast.ts';

/** One toast at a time, 5000 ms, viewport at most 420 px wide from medium screens (spec §8, §9). */
export default function Toaster() {
  useEffect(() => toasterMounted(), []);
  return (
    <SonnerToaster
      visibleToasts={1}
      duration={5000}
      position="bottom-right"
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
