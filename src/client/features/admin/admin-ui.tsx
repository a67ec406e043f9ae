import type { ReactNode } from 'react';
import { cn } from '#client/lib/cn.ts';

export const th = 'px-3 py-2 text-left align-bottom font-semibold text-slate-900';
export const td = 'px-3 py-2 text-left align-top text-slate-800';

/**
 * A wide table that scrolls sideways on narrow screens. The scroller takes keyboard focus so a
 * keyboard user can scroll it too (WCAG 2.1.1; axe scrollable-region-focusable).
 */
export function ScrollTable({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard (see above)
    <div role="region" aria-label={label} tabIndex={0} className={cn('overflow-x-auto rounded-lg border border-slate-200 bg-white', className)}>
      <table className="w-full border-collapse text-sm">{children}</table>
    </div>
  );
}

/** Loading, failure or the tab's content: every tab waits for its query the same way. */
export function QueryState({ query, what, children }: { query: { isPending: boolean; isError: boolean }; what: string; children: () => ReactNode }) {
  if (query.isPending) return <p role="status" className="py-6 text-slate-700">Loading {what}...</p>;
  if (query.isError) return <p role="alert" className="py-6 font-medium text-red-800">The {what} could not be loaded. Reload the page to try again.</p>;
  return <>{children()}</>;
}

const TONES = {
  neutral: 'bg-slate-100 text-slate-800',
  warn: 'bg-amber-100 text-amber-900',
  bad: 'bg-red-100 text-red-900',
  good: 'bg-green-100 text-green-900',
} as const;

export function Badge({ tone = 'neutral', children }: { tone?: keyof typeof TONES; children: ReactNode }) {
  return <span className={cn('inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold', TONES[tone])}>{children}</span>;
}

export function TabHeading({ title, intro }: { title: string; intro?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-col gap-1">
      <h2 className="text-2xl font-bold text-slate-900">{title}</h2>
      {intro && <p className="text-slate-700">{intro}</p>}
    </div>
  );
}
