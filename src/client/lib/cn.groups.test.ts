import { describe, expect, it } from 'vitest';
import { cn } from './cn.ts';

/**
 * Every word cn knows, one by one: a word it mistook for another property (a text size for a
 * colour, a border style for a colour, one axis for another) would silently drop a class a
 * component or its caller set.
 */
const keepsBoth = (a: string, b: string) => expect(cn(a, b), `${a} + ${b}`).toBe(`${a} ${b}`);
const laterWins = (a: string, b: string) => expect(cn(a, b), `${a} + ${b}`).toBe(b);

describe('cn: the Tailwind words of each group', () => {
  it('takes every text size for a size, not a colour or an alignment', () => {
    for (const size of ['xs', 'sm', 'base', 'lg', 'xl', '2xl', '3xl', '4xl', '5xl', '6xl', '7xl']) {
      keepsBoth(`text-${size}`, 'text-slate-700');
      keepsBoth(`text-${size}`, 'text-center');
      laterWins('text-base', `text-${size}`);
    }
  });

  it('takes every text alignment for an alignment', () => {
    for (const align of ['left', 'center', 'right', 'justify', 'start', 'end']) {
      keepsBoth(`text-${align}`, 'text-slate-700');
      keepsBoth(`text-${align}`, 'text-lg');
      laterWins('text-left', `text-${align}`);
    }
  });

  it('takes every font weight for a weight, not a family', () => {
    for (const weight of ['thin', 'extralight', 'light', 'normal', 'medium', 'semibold', 'bold', 'extrabold', 'black']) {
      keepsBoth(`font-${weight}`, 'font-mono');
      laterWins('font-normal', `font-${weight}`);
    }
  });

  it('takes every shadow size for a size, not a colour', () => {
    for (const size of ['shadow-2xs', 'shadow-xs', 'shadow-sm', 'shadow', 'shadow-md', 'shadow-lg', 'shadow-xl', 'shadow-2xl', 'shadow-none', 'shadow-inner']) {
      keepsBoth(size, 'shadow-slate-200');
      laterWins('shadow-md', size);
    }
  });

  it('takes every line style for a style, separate from width and colour', () => {
    for (const style of ['solid', 'dashed', 'dotted', 'double', 'none', 'hidden']) {
      keepsBoth(`border-${style}`, 'border-red-500');
      keepsBoth(`border-${style}`, 'border-2');
      laterWins('border-solid', `border-${style}`);
    }
    // Each head has its own style property.
    keepsBoth('border-dashed', 'outline-dashed');
    keepsBoth('border-dotted', 'decoration-dotted');
  });

  it('keeps the two axes of every axis-aware head apart', () => {
    // [one axis, the other axis, the first axis again]
    const cases: [string, string, string][] = [
      ['min-w-0', 'min-h-11', 'min-w-full'],
      ['max-w-xl', 'max-h-4', 'max-w-md'],
      ['gap-x-4', 'gap-y-1', 'gap-x-2'],
      ['space-x-2', 'space-y-2', 'space-x-4'],
      ['inset-x-0', 'inset-y-0', 'inset-x-4'],
      ['scroll-mt-4', 'scroll-mb-8', 'scroll-mt-2'],
      ['translate-x-1', 'translate-y-1', 'translate-x-2'],
      ['overflow-x-auto', 'overflow-y-hidden', 'overflow-x-scroll'],
      ['overscroll-x-none', 'overscroll-y-contain', 'overscroll-x-auto'],
      ['grid-cols-2', 'grid-rows-3', 'grid-cols-4'],
      ['col-span-2', 'col-start-1', 'col-span-3'],
      ['row-span-2', 'row-start-1', 'row-span-3'],
    ];
    for (const [a, b, again] of cases) {
      keepsBoth(a, b);
      laterWins(a, again);
    }
  });

  it('keeps flex direction, wrap and grow apart', () => {
    keepsBoth('flex-col', 'flex-grow');
    keepsBoth('flex-row-reverse', 'flex-grow');
    keepsBoth('flex-col', 'flex-wrap-reverse');
    laterWins('flex-row', 'flex-col-reverse');
  });

  it('keeps background size, position, repeat, attachment, clip and colour apart', () => {
    expect(cn('bg-cover', 'bg-center', 'bg-no-repeat', 'bg-fixed', 'bg-clip-text', 'bg-white')).toBe('bg-cover bg-center bg-no-repeat bg-fixed bg-clip-text bg-white');
    laterWins('bg-clip-text', 'bg-clip-padding');
  });

  it('tells the self, items and content of justify and place apart', () => {
    keepsBoth('justify-self-end', 'justify-center');
    keepsBoth('justify-self-end', 'justify-items-start');
    keepsBoth('place-self-end', 'place-content-center');
    keepsBoth('justify-center', 'place-content-center');
    laterWins('justify-self-start', 'justify-self-end');
    laterWins('place-content-start', 'place-content-between');
  });
});
