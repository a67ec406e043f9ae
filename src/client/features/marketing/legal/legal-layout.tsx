import type { ReactNode } from 'react';

/** Shown on every legal page; change it whenever the wording of a policy changes. */
export const LEGAL_LAST_UPDATED = '21 November 2026';

/** The frame shared by /privacy, /terms and /cookies: one h1, the date, then h2 sections. */
export function LegalLayout({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="text-4xl font-bold tracking-tight text-brand-800">{title}</h1>
      <p className="mt-3 text-sm text-slate-700">{`Last updated: ${LEGAL_LAST_UPDATED}`}</p>
      <div className="mt-6 text-lg text-slate-700">{intro}</div>
      <div className="mt-10 space-y-10">{children}</div>
    </article>
  );
}

/** One h2 section of a legal page; lists and emphasis inside get readable defaults. */
export function LegalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-4 space-y-4 text-slate-700 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900 [&_strong]:text-slate-900 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6">
        {children}
      </div>
    </section>
  );
}
