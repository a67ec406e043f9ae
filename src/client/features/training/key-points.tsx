import { CheckCircle2 } from 'lucide-react';

export function KeyPoints({ title, points }: { title: string; points: readonly string[] }) {
  return (
    <section aria-label={title} className="rounded-lg border border-brand-100 bg-brand-50 p-5">
      <h3 className="text-lg font-bold text-brand-800">{title}</h3>
      <ul className="mt-3 flex flex-col gap-2">
        {points.map((p) => (
          <li key={p} className="flex items-start gap-2 text-base leading-relaxed text-slate-900">
            <CheckCircle2 aria-hidden className="mt-1 h-5 w-5 shrink-0 text-brand-700" />
            {p}
          </li>
        ))}
      </ul>
    </section>
  );
}
