import { describe, expect, it } from 'vitest';
import { cn } from './cn.ts';

describe('cn', () => {
  it('lets a later utility of the same group win', () => {
    expect(cn('bg-white p-6', 'bg-amber-50')).toBe('p-6 bg-amber-50');
    expect(cn('border border-slate-200', 'border-amber-300')).toBe('border border-amber-300');
    expect(cn('border', 'border-2')).toBe('border-2');
    expect(cn('text-sm text-slate-900', 'text-lg')).toBe('text-slate-900 text-lg');
    expect(cn('text-sm text-slate-900', 'text-red-700')).toBe('text-sm text-red-700');
    expect(cn('inline-flex h-11', 'hidden md:flex')).toBe('h-11 hidden md:flex');
    expect(cn('p-6 pt-0', 'pt-6')).toBe('p-6 pt-6');
    expect(cn('font-semibold', 'font-bold')).toBe('font-bold');
    expect(cn('max-w-md max-h-4', 'max-w-xl')).toBe('max-h-4 max-w-xl');
    expect(cn('rounded-md', 'rounded-full')).toBe('rounded-full');
    expect(cn('h-11 px-4', 'h-9 px-3')).toBe('h-9 px-3');
    expect(cn('shadow-sm', 'shadow-lg')).toBe('shadow-lg');
    expect(cn('!bg-white', '!bg-red-50')).toBe('!bg-red-50');
  });

  it('keeps utilities of different properties, variants and axes', () => {
    const all = (s: string) => expect(cn(s)).toBe(s);
    all('bg-white hover:bg-slate-50 focus:bg-slate-100');
    all('border-2 border-b border-slate-200 border-b-red-500');
    all('focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600');
    all('ring-4 ring-brand-100');
    all('flex flex-col flex-1 flex-wrap');
    all('underline underline-offset-4 decoration-2');
    all('overflow-x-auto overflow-y-hidden');
    all('min-w-0 min-h-11 max-w-xs max-h-4');
    all('gap-x-4 gap-y-1');
    all('grid grid-cols-2 sm:grid-cols-3 col-span-2');
    all('rounded-full rounded-t-lg');
    all('text-center text-sm text-slate-700 font-semibold');
    all('shadow-lg shadow-slate-200');
    all('sr-only focus:not-sr-only focus:absolute');
    all('bg-gradient-to-b from-brand-50 to-white');
    expect(cn('a', false, undefined, ['b', { c: true, d: false }])).toBe('a b c');
  });
});
