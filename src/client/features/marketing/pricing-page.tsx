import { CreditCard, ReceiptEuro, RotateCcw, ShieldCheck } from 'lucide-react';
import { HIGHLIGHTED_PLAN, PLANS } from '#shared/plans.ts';
import { usePageMeta } from '#client/lib/page-meta.ts';
import { PricingPlanCard } from './pricing-plan-card.tsx';
import { IconPoint } from './icon-point.tsx';

const DURATIONS = PLANS.map((plan) => plan.durationDays).join(', ').replace(/, (\d+)$/, ' or $1');

/** The note under the cards (spec §2 /pricing, spec §9): guarantee, secure payment, VAT, single billing. */
const NOTES = [
  { icon: RotateCcw, title: 'Money-back guarantee', text: 'Not for you? Contact us within 14 days of buying and we will refund you in full.' },
  {
    icon: ShieldCheck,
    title: 'Secure payment',
    text: 'Card payments are handled by our payment provider over an encrypted connection. We never see or store your card details.',
  },
  { icon: ReceiptEuro, title: 'VAT included', text: 'Prices include 23% VAT. There is nothing more to pay at checkout.' },
  { icon: CreditCard, title: 'Billed once', text: 'A single payment for the days of access shown. No subscription, and nothing renews automatically.' },
] as const;

export function PricingPage() {
  usePageMeta({
    title: 'Plans and pricing',
    description: `SPSV Prep plans: full access to the SPSV course, practice tests and county area knowledge tests for ${DURATIONS} days. One payment, VAT included.`,
    path: '/pricing',
  });

  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
        <h1 className="text-4xl font-bold tracking-tight text-brand-800 sm:text-5xl">Plans and pricing</h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-700">
          Every plan unlocks the whole course for your vehicle type. Choose how long you need access and pay once.
        </p>
        <div className="mt-10 grid gap-6 lg:grid-cols-3">
          {PLANS.map((plan) => (
            <PricingPlanCard key={plan.key} plan={plan} popular={plan.key === HIGHLIGHTED_PLAN} />
          ))}
        </div>
        <aside aria-labelledby="lah-heading" className="mt-10 rounded-xl border border-amber-300 bg-amber-50 p-5 text-slate-900">
          <h2 id="lah-heading" className="text-lg font-bold">
            Applying for a local area hackney licence?
          </h2>
          <p className="mt-2">
            Local area hackney drivers do not sit the SPSV Entry Test. A plan gives you the twelve course modules, the licence checklists and the local
            area hackney rules. The Entry Test simulator, the test tracker and the readiness figures are for Entry Test candidates, so you will not see them.
          </p>
        </aside>
        <section aria-labelledby="pricing-notes-heading" className="mt-14">
          <h2 id="pricing-notes-heading" className="text-2xl font-bold text-slate-900">
            Good to know
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2">
            {NOTES.map((point) => (
              <IconPoint key={point.title} point={point} />
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
