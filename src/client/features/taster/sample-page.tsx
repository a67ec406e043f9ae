import { CheckCircle2 } from 'lucide-react';
import { useId } from 'react';
import type { TasterContent } from '#shared/schemas/taster.ts';
import { ListenControl } from '#client/components/ui/listen-control.tsx';

type SamplePageContent = TasterContent['page'];

/** The page read aloud as it reads on screen: title, sections, then the key points. */
function speech(page: SamplePageContent): string {
  const sections = page.sections.flatMap((s) => [s.heading ?? '', ...s.paragraphs, ...(s.list ?? [])]).filter(Boolean);
  return [page.title, ...sections, 'Key points to remember.', ...page.keyPoints].join(' ');
}

/** One course page, as a paying learner sees it in the module reader, with read-aloud. */
export function SamplePage({ page }: { page: SamplePageContent }) {
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <p className="self-start rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
        Sample page from Module {page.module}: {page.moduleTitle}
      </p>
      <h2 id={headingId} className="text-2xl font-bold text-slate-900">
        {page.title}
      </h2>
      <ListenControl what="this page" text={() => speech(page)} />
      <div className="module-prose flex flex-col gap-4 text-base leading-relaxed text-slate-800">
        {page.sections.map((section, i) => (
          <section key={section.heading ?? i} className="flex flex-col gap-3">
            {section.heading && <h3 className="text-lg font-bold text-slate-900">{section.heading}</h3>}
            {section.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
            {section.list && (
              <ul className="list-disc space-y-1 pl-6">
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
      <section aria-label="Key Points to Remember" className="rounded-lg border border-brand-100 bg-brand-50 p-5">
        <h3 className="text-lg font-bold text-brand-800">Key Points to Remember</h3>
        <ul className="mt-3 flex flex-col gap-2">
          {page.keyPoints.map((p) => (
            <li key={p} className="flex items-start gap-2 text-base leading-relaxed text-slate-900">
              <CheckCircle2 aria-hidden className="mt-1 h-5 w-5 shrink-0 text-brand-700" />
              {p}
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
