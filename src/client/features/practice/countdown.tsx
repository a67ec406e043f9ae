import { Clock } from 'lucide-react';
import { useEffect, useEffectEvent, useState } from 'react';
import { formatCountdown } from '#shared/scoring.ts';
import { cn } from '#client/lib/cn.ts';

/**
 * The test countdown (spec §9: seconds from timeLimit × 60). Remaining time is read from the
 * clock against an absolute deadline on every tick, never decremented, so reloads, background
 * tabs and Playwright's fake clock all show the same time.
 */
export function Countdown({ deadline, onExpire }: { deadline: number; onExpire: () => void }) {
  const [now, setNow] = useState(() => Date.now());
  const expire = useEffectEvent(onExpire);

  useEffect(() => {
    // Ran out while the page was closed: end at once instead of waiting for a tick.
    if (Date.now() >= deadline) {
      expire();
      return;
    }
    const id = window.setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= deadline) {
        window.clearInterval(id);
        expire();
      }
    }, 250);
    return () => window.clearInterval(id);
  }, [deadline]);

  const remaining = Math.max(0, Math.ceil((deadline - now) / 1000));
  // Announced once as each threshold is crossed; the timer itself is not live (too chatty).
  // Zero is announced by the runner's own alert.
  const warning = remaining === 0 ? '' : remaining <= 60 ? 'One minute remaining' : remaining <= 300 ? 'Five minutes remaining' : '';

  return (
    <>
      <div
        role="timer"
        aria-label="Time remaining"
        className={cn(
          'flex items-center gap-2 rounded-md border px-3 py-1.5 font-mono text-lg font-semibold tabular-nums',
          remaining <= 60 ? 'border-red-300 bg-red-50 text-red-800' : 'border-slate-300 bg-white text-slate-900',
        )}
      >
        <Clock aria-hidden className="h-5 w-5" />
        {formatCountdown(remaining)}
      </div>
      <p role="status" className="sr-only">
        {warning}
      </p>
    </>
  );
}
