import { Toaster as SonnerToaster } from 'sonner';

/** One toast at a time, 5000 ms, viewport at most 420 px wide from medium screens (spec §8, §9). */
export function Toaster() {
  return (
    <SonnerToaster
      visibleToasts={1}
      duration={5000}
      position="bottom-right"
      closeButton
      richColors
      toastOptions={{ className: 'md:max-w-[420px]' }}
      style={{ ['--width' as string]: 'min(420px, calc(100vw - 32px))' }}
    />
  );
}
