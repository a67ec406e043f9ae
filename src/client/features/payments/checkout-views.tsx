import { CheckCircle2, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatPrice, type Plan } from '#shared/plans.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';

export function CheckoutCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-lg px-4 py-12">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">{children}</CardContent>
      </Card>
    </section>
  );
}

export function PlanSummary({ plan }: { plan: Plan }) {
  return (
    <dl className="grid grid-cols-2 gap-y-2 rounded-md bg-slate-50 p-4 text-sm">
      <dt className="text-slate-700">Plan</dt>
      <dd className="text-right font-semibold text-slate-900">{plan.name} Plan</dd>
      <dt className="text-slate-700">Access</dt>
      <dd className="text-right font-semibold text-slate-900">{plan.durationDays} days</dd>
      <dt className="text-slate-700">Price (VAT included, billed once)</dt>
      <dd className="text-right text-lg font-bold text-slate-900">{formatPrice(plan.priceCents)}</dd>
    </dl>
  );
}

export function SecureNote() {
  return (
    <p className="flex items-center gap-2 text-sm text-slate-700">
      <ShieldCheck aria-hidden className="h-4 w-4 text-brand-700" />
      Payments are processed securely. We never see or store your card details.
    </p>
  );
}

function Done({ title, children }: { title: string; children: ReactNode }) {
  return (
    <CheckoutCard title={title}>
      <div className="flex flex-col items-center gap-4 text-center">
        <CheckCircle2 aria-hidden className="h-12 w-12 text-brand-700" />
        {children}
        <Button asChild size="lg">
          <Link to="/dashboard">Go to Dashboard</Link>
        </Button>
      </div>
    </CheckoutCard>
  );
}

export function AlreadySubscribed({ extendHref }: { extendHref: string }) {
  return (
    <Done title="Already Subscribed">
      <p className="text-slate-700">You already have an active plan with full access to the course.</p>
      <Link to={extendHref} className="text-sm font-semibold text-brand-700 underline">
        Add more time to your plan
      </Link>
    </Done>
  );
}

export function PaymentSuccessful({ plan, accessUntil }: { plan: Plan; accessUntil?: string }) {
  return (
    <Done title="Payment Successful">
      <p className="text-slate-700">
        Your {plan.name} plan is active{accessUntil ? ` until ${new Intl.DateTimeFormat('en-IE', { dateStyle: 'long' }).format(new Date(accessUntil))}` : ''}. Enjoy
        the course.
      </p>
    </Done>
  );
}
