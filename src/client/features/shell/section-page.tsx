import { usePageMeta } from '#client/lib/page-meta.ts';

/** A signed-in area whose screens are built by a later issue: its heading and purpose. */
export function SectionPage({ title, path, intro }: { title: string; path: string; intro: string }) {
  usePageMeta({ title, description: intro, path, noindex: true });
  return (
    <section className="mx-auto max-w-4xl">
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-700">{intro}</p>
    </section>
  );
}
