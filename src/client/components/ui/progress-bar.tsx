import { cn } from '../../lib/cn.ts';

/** An accessible progress bar; `marker` draws a target line (e.g. the 80% pass mark). */
export function ProgressBar({ value, label, className, barClassName, marker }: { value: number; label: string; className?: string; barClassName?: string; marker?: number }) {
  const clamped = Math.max(0, Math.min(100, value));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      className={cn('relative h-3 w-full overflow-hidden rounded-full bg-slate-200', className)}
    >
      <div className={cn('h-full rounded-full bg-brand-700 transition-[width]', barClassName)} style={{ width: `${clamped}%` }} />
      {marker !== undefined && <div aria-hidden className="absolute inset-y-0 w-0.5 bg-slate-900" style={{ left: `${marker}%` }} />}
    </div>
  );
}
