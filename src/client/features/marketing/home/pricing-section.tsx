import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { formatDuration, formatPrice, HIGHLIGHTED_PLAN, PLANS, type PlanKey } from '#shared/plans.ts';
import { cn } from '#client/lib/cn.ts';
import { TEXT_LINK } from '../link-styles.ts';
import { HomeSection } from './home-section.tsx';

/** Spec §2: STANDARD is highlighted first; a click highlights the plan and goes to checkout. */
export function PricingSection() {
  const navigate = useNavigate();
  const [selected, setSelected] = useState<PlanKey>(HIGHLIGHTED_PLAN);

  const choose = (key: PlanKey) => {
    setSelected(key);
    navigate(`/checkout?plan=${key}`);
  };

  return (
    <HomeSection
      id="pricing"
      tone="tint"
      title="Simple pricing, paid once"
      intro="Every plan unlocks the full course for your vehicle type. Choose how long you need access: you pay once and it never renews."
    >
      <div className="grid gap-6 md:grid-cols-3">
        {PLANS.map((plan) => {
          const isSelected = plan.key === selected;
          return (
            <button
              key={plan.key}
              type="button"
              aria-pressed={isSelected}
              onClick={() => choose(plan.key)}
              className={cn(
                'flex min-h-11 flex-col items-start rounded-xl border-2 bg-white p-6 text-left shadow-sm transition-colors hover:border-brand-600',
                isSelected ? 'border-brand-700 ring-4 ring-brand-100' : 'border-slate-300',
              )}
            >
              <span className="flex w-full items-center justify-between gap-2">
                <span className="text-xl font-bold text-slate-900">{plan.name}</span>
                {plan.key === HIGHLIGHTED_PLAN && (
                  <span className="rounded-full bg-accent-400 px-3 py-0.5 text-xs font-bold uppercase text-slate-900">Popular</span>
                )}
              </span>
              <span className="mt-4 text-4xl font-bold text-brand-800">{formatPrice(plan.priceCents)}</span>
              <span className="mt-1 font-medium text-slate-700">{formatDuration(plan)}</span>
              <span className="mt-4 text-slate-700">{plan.description}</span>
              <span className={cn('mt-6 font-semibold', isSelected ? 'text-brand-800' : 'text-brand-700')}>
                Choose {plan.name}
                <span aria-hidden> →</span>
              </span>
            </button>
          );
        })}
      </div>
      <p className="mt-8 text-slate-700">
        Prices include 23% VAT and are billed once, with no subscription renewal. Every plan comes with a 14-day money-back guarantee.{' '}
        <Link to="/pricing" className={TEXT_LINK}>
          Compare the plans
        </Link>
      </p>
    </HomeSection>
  );
}
