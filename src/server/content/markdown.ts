import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { parse as parseYaml } from 'yaml';

const ALLOWED_TAGS = ['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'a', 'blockquote', 'code', 'br', 'hr'];

/** Markdown to HTML that is safe to inject: a fixed tag list, external links opened safely. */
export function renderMarkdown(markdown: string): string {
  const raw = marked.parse(markdown, { async: false, gfm: true });
  return sanitizeHtml(raw, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: { a: ['href', 'target', 'rel'], th: ['scope'] },
    allowedSchemes: ['https', 'mailto', 'tel'],
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
      // Page titles are h1/h2 in the reader, so body headings start one level down.
      h1: 'h2',
      h5: 'h4',
      h6: 'h4',
    },
  });
}

export function countWords(markdown: string): number {
  const text = markdown.replace(/[|#*_>`-]+/g, ' ');
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** Splits `---\nYAML\n---\nbody`. */
export function splitFrontMatter(source: string): { data: unknown; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new Error('missing front matter (--- YAML --- at the top)');
  return { data: parseYaml(match[1] ?? ''), body: match[2] ?? '' };
}
