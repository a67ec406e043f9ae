import type { Glossary } from '#shared/schemas/glossary.ts';

/** Text inside these is never marked: headings stay plain, links and buttons keep one job. */
const SKIP = new Set(['a', 'button', 'code', 'pre', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'th']);

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** One pattern for every name, longest first, so "taxi rank" wins over "taxi". */
export function termMatcher(glossary: Glossary): { pattern: RegExp; idOf: Map<string, string> } | null {
  const idOf = new Map<string, string>();
  for (const g of glossary) for (const name of [g.term, ...g.aliases]) idOf.set(name.toLowerCase(), g.id);
  if (idOf.size === 0) return null;
  const names = [...idOf.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
  return { pattern: new RegExp(`(?<![\\w-])(${names.join('|')})(?![\\w-])`, 'gi'), idOf };
}

/**
 * Marks the first use of each glossary term in a block of the course's (sanitised) HTML as a
 * button that shows its definition (issue 23). Works on the markup as text: tags pass through
 * untouched, and text inside headings, links and code is left alone.
 */
export function markTerms(html: string, glossary: Glossary): string {
  const matcher = termMatcher(glossary);
  if (!matcher) return html;
  const marked = new Set<string>();
  const open: string[] = [];
  return html
    .split(/(<[^>]+>)/)
    .map((part) => {
      if (part.startsWith('<')) {
        const tag = /^<\/?\s*([a-z0-9]+)/i.exec(part)?.[1]?.toLowerCase();
        if (tag && SKIP.has(tag)) {
          if (part.startsWith('</')) open.splice(open.lastIndexOf(tag), 1);
          else if (!part.endsWith('/>')) open.push(tag);
        }
        return part;
      }
      if (open.length > 0 || part.trim() === '') return part;
      return part.replace(matcher.pattern, (match: string) => {
        const id = matcher.idOf.get(match.toLowerCase());
        if (!id || marked.has(id)) return match;
        marked.add(id);
        return `<button type="button" class="glossary-term" data-term="${escapeAttr(id)}" aria-expanded="false">${match}</button>`;
      });
    })
    .join('');
}
