import { useEffect, useId, useMemo, useRef } from 'react';
import type { Glossary } from '#shared/schemas/glossary.ts';
import { markTerms } from '#client/lib/glossary/mark-terms.ts';

interface Props {
  /** Sanitised course HTML (compiled at build time from the Markdown). */
  html: string;
  glossary: Glossary | undefined;
  className?: string;
}

/**
 * Course HTML with its glossary terms marked (issue 23). Each term is a real button (keyboard and
 * screen readers work as they do for any button) that opens its definition right after it, as a
 * disclosure: `aria-expanded` and `aria-controls` say so, Escape or a second press closes it.
 */
export function GlossaryHtml({ html, glossary, className }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const baseId = useId();
  const marked = useMemo(() => (glossary ? markTerms(html, glossary) : html), [html, glossary]);

  useEffect(() => {
    const container = ref.current;
    if (!container || !glossary) return;
    const byId = new Map(glossary.map((g) => [g.id, g]));

    const close = (button: Element) => {
      button.setAttribute('aria-expanded', 'false');
      const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
      if (panel && container.contains(panel)) panel.remove();
    };
    const open = (button: HTMLElement, index: number) => {
      const entry = byId.get(button.dataset.term ?? '');
      if (!entry) return;
      container.querySelectorAll('.glossary-term[aria-expanded="true"]').forEach(close);
      const panel = document.createElement('span');
      panel.id = `${baseId}-def-${index}`;
      panel.className = 'glossary-definition';
      panel.setAttribute('role', 'note');
      panel.setAttribute('aria-label', `${entry.term}: definition`);
      const name = document.createElement('strong');
      name.textContent = `${entry.term}: `;
      panel.append(name, entry.definition);
      button.after(panel);
      button.setAttribute('aria-controls', panel.id);
      button.setAttribute('aria-expanded', 'true');
    };

    const buttons = [...container.querySelectorAll<HTMLElement>('.glossary-term')];
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest<HTMLElement>('.glossary-term');
      if (!button) return;
      if (button.getAttribute('aria-expanded') === 'true') close(button);
      else open(button, buttons.indexOf(button));
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const button = (event.target as Element | null)?.closest<HTMLElement>('.glossary-term[aria-expanded="true"]');
      if (button) close(button);
    };
    container.addEventListener('click', onClick);
    container.addEventListener('keydown', onKey);
    return () => {
      container.removeEventListener('click', onClick);
      container.removeEventListener('keydown', onKey);
    };
  }, [marked, glossary, baseId]);

  // Sanitised at build time from the course Markdown (src/server/content/markdown.ts); the marks are ours.
  return <div ref={ref} className={className} dangerouslySetInnerHTML={{ __html: marked }} />;
}
