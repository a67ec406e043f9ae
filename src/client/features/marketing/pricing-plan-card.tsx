import { Check } from 'lucide-react';
import { Link } from 'react-router-dom';
import { formatDuration, formatPrice, type Plan } from '#shared/plans.ts';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/cn.ts';

/** Every plan opens the same course; plans differ only in how long access lasts. */
const INCLUDED = [
  'All training modules for your vehicle type',
  'The Entry Test simulator and practice tests, with an explanation for every answer',
  'Area knowledge for all 26 counties',
  'Spaced review, readiness, read-aloud and offline study',
  'Interactive driver and vehicle licence checklists',
  'Approved vehicle finder and booking guidance',
] as const;

export function PricingPlanCard({ plan, popular }: { plan: Plan; popular: boolean }) {
  const headingId = `plan-${plan.key.toLowerCase()}`;
  return (
    <article
      aria-labelledby={headingId}
      className={cn('flex flex-col rounded-2xl border-2 bg-white p-6 shadow-sm sm:p-8', popular ? 'border-brand-700 ring-4 ring-brand-100' : 'border-slate-200')}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="text-2xl font-bold text-slate-900">
          {plan.name}
        </h2>
        {popular && <span className="rounded-full bg-accent-400 px-3 py-1 text-xs font-bold uppercase text-slate-900">Popular</span>}
      </div>
      <p className="mt-4 text-4xl font-bold text-brand-800">{formatPrice(plan.priceCents)}</p>
      <p className="mt-1 font-medium text-slate-700">{formatDuration(plan)}</p>
      <p className="mt-4 text-slate-700">{plan.description}</p>
      <ul className="mt-6 flex-1 space-y-3">
        {INCLUDED.map((feature) => (
          <li key={feature} className="flex gap-3 text-slate-800">
            <Check aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
            {feature}
          </li>
        ))}
      </ul>
      <Button asChild size="lg" variant={popular ? 'default' : 'outline'} className="mt-8 w-full">
        <Link to={`/checkout?plan=${plan.key}`}>Choose {plan.name}</Link>
      </Button>
    </article>
  );
}
