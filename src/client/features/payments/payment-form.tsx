import { lazy, Suspense } from 'react';
import { formatPrice, type Plan } from '#shared/plans.ts';
import { Button } from '#client/components/ui/button.tsx';
import { usePaymentIntent } from './api/create-payment-intent.ts';
import { usePaymentConfig } from './api/get-payment-config.ts';
import { SandboxCardForm } from './sandbox-card-form.tsx';

const StripePaymentForm = lazy(() => import('./stripe-payment-form.tsx'));

function SettingUp() {
  return (
    <p role="status" className="py-6 text-center text-slate-700">
      Setting up payment...
    </p>
  );
}

/** Creates the intent for the plan, then shows the provider's form (spec §4 payment flow). */
export function PaymentForm({ plan, returnPath }: { plan: Plan; returnPath: string }) {
  const config = usePaymentConfig();
  const intent = usePaymentIntent(plan.key);
  const payLabel = `Pay ${formatPrice(plan.priceCents)}`;

  if (config.isPending || intent.isPending) return <SettingUp />;
  if (config.isError || intent.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
        <p>Unable to initialise payment. Please try again later.</p>
        <Button variant="outline" onClick={() => window.location.reload()}>
          Retry
        </Button>
      </div>
    );
  }
  const { clientSecret } = intent.data;
  if (config.data.provider === 'stripe' && config.data.publishableKey) {
    return (
      <Suspense fallback={<SettingUp />}>
        <StripePaymentForm publishableKey={config.data.publishableKey} clientSecret={clientSecret} returnPath={returnPath} payLabel={payLabel} />
      </Suspense>
    );
  }
  return <SandboxCardForm clientSecret={clientSecret} returnPath={returnPath} payLabel={payLabel} />;
}
