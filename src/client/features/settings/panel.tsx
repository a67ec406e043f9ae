import type { ReactNode } from 'react';

export function Panel({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
      <div>
        <h2 className="text-xl font-bold text-slate-900">{title}</h2>
        {intro && <p className="mt-1 text-slate-700">{intro}</p>}
      </div>
      {children}
    </section>
  );
}
