import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names; when two Tailwind utilities set the same property under the same variants,
 * the later one wins, so a component's defaults can be overridden by its caller. A small
 * stand-in for tailwind-merge, which cost 8 KB gzipped on every page against the 110 KB budget
 * (DESIGN.md §11); see docs/decisions/004-home-page-budget.md.
 */
const KEYWORD_GROUPS: Record<string, string> = {};
const keywords = (name: string, words: string) => words.split(' ').forEach((w) => (KEYWORD_GROUPS[w] = name));
keywords('display', 'block inline-block inline flex inline-flex grid inline-grid hidden contents table flow-root');
keywords('position', 'static fixed absolute relative sticky');
keywords('visibility', 'visible invisible collapse');
keywords('decoration-line', 'underline overline line-through no-underline');
keywords('case', 'uppercase lowercase capitalize normal-case');
keywords('font-style', 'italic not-italic');

const SIZES = new Set(['xs', 'sm', 'base', 'lg', 'xl', '2xl', '3xl', '4xl', '5xl', '6xl', '7xl']);
// Shadows have an `md` size that text does not (a mutation test found shadow-md taken for a colour).
const SHADOW_SIZES = new Set(['2xs', 'xs', 'sm', 'md', 'lg', 'xl', '2xl', 'none', 'inner', '']);
const WEIGHTS = new Set(['thin', 'extralight', 'light', 'normal', 'medium', 'semibold', 'bold', 'extrabold', 'black']);
const ALIGN = new Set(['left', 'center', 'right', 'justify', 'start', 'end']);
const LINE_STYLES = new Set(['solid', 'dashed', 'dotted', 'double', 'none', 'hidden']);
const SIDE = /^([trblxyse]|tl|tr|bl|br)$/;
const AXIS_HEADS = new Set(['min', 'max', 'gap', 'space', 'inset', 'scroll', 'translate', 'overflow', 'overscroll', 'grid', 'col', 'row']);
const numeric = (s: string) => s === '' || /^\d+(\.\d+)?$/.test(s) || s.startsWith('[');

function lineGroup(head: string, rest: string): string {
  const [first = '', ...others] = rest.split('-');
  const side = SIDE.test(first) ? `-${first}` : '';
  const value = side ? others.join('-') : rest;
  if (numeric(value)) return `${head}${side}-width`;
  if (LINE_STYLES.has(value)) return `${head}-style`;
  return `${head}${side}-color`;
}

function group(utility: string): string {
  const keyword = KEYWORD_GROUPS[utility];
  if (keyword) return keyword;
  const dash = utility.indexOf('-');
  const head = dash < 0 ? utility : utility.slice(0, dash);
  const rest = dash < 0 ? '' : utility.slice(dash + 1);
  if (rest.startsWith('offset')) return `${head}-offset`;
  switch (head) {
    case 'text':
      return SIZES.has(rest) ? 'text-size' : ALIGN.has(rest) ? 'text-align' : 'text-color';
    case 'font':
      return WEIGHTS.has(rest) ? 'font-weight' : 'font-family';
    case 'border':
    case 'ring':
    case 'outline':
    case 'divide':
    case 'decoration':
      return lineGroup(head, rest);
    case 'shadow':
      return SHADOW_SIZES.has(rest) ? 'shadow' : 'shadow-color';
    case 'flex':
      if (/^(row|col)(-reverse)?$/.test(rest)) return 'flex-direction';
      return /^(no)?wrap/.test(rest) ? 'flex-wrap' : 'flex';
    case 'rounded': {
      const first = rest.split('-')[0] ?? '';
      return SIDE.test(first) ? `rounded-${first}` : 'rounded';
    }
    case 'bg':
      return /^(gradient|none|cover|contain|center|no-repeat|clip|fixed)/.test(rest) ? `bg-${rest.split('-')[0]}` : 'bg-color';
    case 'justify':
    case 'place': {
      // justify-items-*, justify-self-*; every other value (center, between…) sets the content.
      const first = rest.split('-')[0] ?? '';
      return first === 'items' || first === 'self' ? `${head}-${first}` : `${head}-content`;
    }
    default:
      return AXIS_HEADS.has(head) ? `${head}-${rest.split('-')[0]}` : head;
  }
}

export function cn(...inputs: ClassValue[]): string {
  const seen = new Map<string, string>();
  for (const cls of clsx(inputs).split(/\s+/)) {
    if (!cls) continue;
    const colon = cls.lastIndexOf(':');
    const variants = cls.slice(0, colon + 1);
    const utility = cls.slice(colon + 1).replace(/^!/, '').replace(/^-/, '');
    const key = `${variants}${group(utility)}`;
    seen.delete(key);
    seen.set(key, cls);
  }
  return [...seen.values()].join(' ');
}
