import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '#client/lib/cn.ts';
import { FAQ_ITEMS } from './faq-items.ts';
import { HomeSection } from './home-section.tsx';

/** Accordion: one answer open at a time; the open one collapses when clicked again (spec §2). */
export function FaqSection() {
  const baseId = useId();
  const [openIndex, setOpenIndex] = useState<number | null>(null);

  return (
    <HomeSection id="faq" tone="tint" title="Frequently asked questions">
      <div className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
        {FAQ_ITEMS.map((item, index) => {
          const isOpen = openIndex === index;
          const buttonId = `${baseId}-question-${index}`;
          const panelId = `${baseId}-answer-${index}`;
          return (
            <div key={item.question}>
              <h3>
                <button
                  id={buttonId}
                  type="button"
                  aria-expanded={isOpen}
                  aria-controls={panelId}
                  onClick={() => setOpenIndex(isOpen ? null : index)}
                  className="flex min-h-14 w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900 hover:bg-slate-50 focus-visible:-outline-offset-2"
                >
                  {item.question}
                  <ChevronDown aria-hidden className={cn('h-5 w-5 shrink-0 text-slate-700 transition-transform', isOpen && 'rotate-180')} />
                </button>
              </h3>
              {/* Closed answers stay in the HTML (hidden) so crawlers and in-page search still find them. */}
              <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!isOpen} className="space-y-3 px-5 pb-5 text-slate-700">
                {item.answer.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </div>
          );
        })}
      </div>
    </HomeSection>
  );
}
