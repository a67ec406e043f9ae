import type { LucideIcon } from 'lucide-react';
import { cn } from '#client/lib/cn.ts';

export interface Point {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** A list item with an icon, a short heading and a sentence (About section, pricing notes). */
export function IconPoint({ point: { icon: Icon, title, text }, className }: { point: Point; className?: string }) {
  return (
    <li className={cn('flex gap-4', className)}>
      <Icon aria-hidden className="mt-1 h-6 w-6 shrink-0 text-brand-700" />
      <div>
        <h3 className="font-semibold text-slate-900">{title}</h3>
        <p className="mt-1 text-slate-700">{text}</p>
      </div>
    </li>
  );
}
