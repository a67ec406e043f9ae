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

  it('sorts each Tailwind group the way the browser applies it', () => {
    const cases: [string[], string][] = [
      // text: size, alignment and colour are three properties
      [['text-sm', 'text-lg'], 'text-lg'],
      [['text-left', 'text-center'], 'text-center'],
      [['text-sm', 'text-center', 'text-red-500'], 'text-sm text-center text-red-500'],
      // borders, rings, outlines, dividers, decorations: width, style and colour, per side
      [['border-10', 'border-red-500'], 'border-10 border-red-500'],
      [['border-0.5', 'border-2'], 'border-2'],
      [['border-[3px]', 'border-red-500'], 'border-[3px] border-red-500'],
      [['border-solid', 'border-dashed'], 'border-dashed'],
      [['border-dashed', 'border-2'], 'border-dashed border-2'],
      [['border-t-red-500', 'border-t-blue-500'], 'border-t-blue-500'],
      [['border-t-red-500', 'border-b-blue-500'], 'border-t-red-500 border-b-blue-500'],
      [['border-x-2', 'border-x-4'], 'border-x-4'],
      [['border-x-2', 'border-y-2'], 'border-x-2 border-y-2'],
      [['ring', 'ring-2'], 'ring-2'],
      [['ring-2', 'ring-offset-2'], 'ring-2 ring-offset-2'],
      [['ring-offset-2', 'ring-offset-4'], 'ring-offset-4'],
      [['outline-offset-2', 'ring-offset-2'], 'outline-offset-2 ring-offset-2'],
      [['outline-dashed', 'outline-none'], 'outline-none'],
      [['divide-x-2', 'divide-x-4'], 'divide-x-4'],
      [['divide-y', 'divide-x'], 'divide-y divide-x'],
      [['decoration-2', 'decoration-4'], 'decoration-4'],
      [['decoration-dashed', 'decoration-dotted'], 'decoration-dotted'],
      [['decoration-2', 'decoration-red-500'], 'decoration-2 decoration-red-500'],
      // font: weight and family
      [['font-sans', 'font-mono'], 'font-mono'],
      [['font-bold', 'font-sans'], 'font-bold font-sans'],
      // flex: direction, wrap and the flex shorthand
      [['flex-row', 'flex-col'], 'flex-col'],
      [['flex-row', 'flex-col-reverse'], 'flex-col-reverse'],
      [['flex-wrap', 'flex-nowrap'], 'flex-nowrap'],
      [['flex-1', 'flex-auto'], 'flex-auto'],
      [['flex-col', 'flex-wrap', 'flex-1'], 'flex-col flex-wrap flex-1'],
      // rounded corners per side
      [['rounded-t-lg', 'rounded-t-none'], 'rounded-t-none'],
      [['rounded-tl-lg', 'rounded-tr-lg'], 'rounded-tl-lg rounded-tr-lg'],
      [['rounded-lg', 'rounded-t-none'], 'rounded-lg rounded-t-none'],
      // backgrounds: colour, gradients and the other background properties
      [['bg-gradient-to-r', 'bg-gradient-to-b'], 'bg-gradient-to-b'],
      [['bg-no-repeat', 'bg-red-500'], 'bg-no-repeat bg-red-500'],
      [['bg-fixed', 'bg-white'], 'bg-fixed bg-white'],
      // shadows: size and colour
      [['shadow', 'shadow-none'], 'shadow-none'],
      [['shadow-inner', 'shadow-red-500'], 'shadow-inner shadow-red-500'],
      [['shadow', 'shadow-md'], 'shadow-md'],
      // one head, several axes
      [['overflow-x-auto', 'overflow-x-hidden'], 'overflow-x-hidden'],
      [['inset-x-0', 'inset-y-0'], 'inset-x-0 inset-y-0'],
      [['translate-x-1', 'translate-x-2'], 'translate-x-2'],
      [['space-x-2', 'space-y-2'], 'space-x-2 space-y-2'],
      [['justify-center', 'justify-between'], 'justify-between'],
      [['justify-start', 'justify-end'], 'justify-end'],
      [['justify-items-center', 'justify-center'], 'justify-items-center justify-center'],
      [['place-self-start', 'place-self-end', 'place-items-center'], 'place-self-end place-items-center'],
      [['scroll-mt-4', 'scroll-mt-8'], 'scroll-mt-8'],
      // keyword groups
      [['block', 'inline'], 'inline'],
      [['absolute', 'relative'], 'relative'],
      [['visible', 'invisible'], 'invisible'],
      [['underline', 'no-underline'], 'no-underline'],
      [['uppercase', 'normal-case'], 'normal-case'],
      [['italic', 'not-italic'], 'not-italic'],
      [['table', 'contents'], 'contents'],
      // variants, !important and negative values
      [['md:text-sm', 'md:text-lg'], 'md:text-lg'],
      [['text-sm', 'md:text-lg'], 'text-sm md:text-lg'],
      [['hover:focus:bg-white', 'hover:focus:bg-black'], 'hover:focus:bg-black'],
      [['!text-sm', 'text-lg'], 'text-lg'],
      [['-mt-2', 'mt-4'], 'mt-4'],
      [['mt-4', '-mt-2'], '-mt-2'],
    ];
    for (const [inputs, expected] of cases) expect(cn(...inputs), inputs.join(' + ')).toBe(expected);
  });

  it('ignores empty and repeated whitespace', () => {
    expect(cn('  p-2   m-1 ', '')).toBe('p-2 m-1');
    expect(cn('p-2', 'p-2')).toBe('p-2');
  });
});
