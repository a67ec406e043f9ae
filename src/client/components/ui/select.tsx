import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/** A native select: keyboard and screen-reader friendly on every phone. */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn('h-11 w-full rounded-md border border-slate-400 bg-white px-3 text-base text-slate-900 aria-[invalid=true]:border-red-700', className)}
      {...props}
    />
  );
}
