import type { ReactNode } from 'react';
import { cn } from '#client/lib/cn.ts';

interface HomeSectionProps {
  /** Anchor for links such as /#pricing; the section takes focus when scrolled to. */
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  tone?: 'white' | 'tint';
  children: ReactNode;
}

/** One home page section: an anchored, focusable landmark named by its h2. */
export function HomeSection({ id, title, intro, tone = 'white', children }: HomeSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} tabIndex={-1} aria-labelledby={headingId} className={cn('py-16 focus:outline-none sm:py-20', tone === 'tint' && 'bg-slate-50')}>
      <div className="mx-auto max-w-6xl px-4">
        <h2 id={headingId} className="max-w-3xl text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {title}
        </h2>
        {intro && <p className="mt-4 max-w-3xl text-lg text-slate-700">{intro}</p>}
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
