import { Navigate } from 'react-router-dom';
import { getPlan } from '#shared/plans.ts';
import { usePageMeta } from '#client/lib/page-meta.ts';
import { useUser } from '#client/lib/session.ts';
import { CheckoutCard, PlanSummary, SecureNote } from './checkout-views.tsx';
import { PaymentForm } from './payment-form.tsx';

/** Spec §2 /payment-test: the fixed Standard plan form, priced from the shared plan list (DESIGN.md §12). */
export function PaymentTestPage() {
  usePageMeta({ title: 'Test payment', description: 'A fixed Standard plan payment form.', path: '/payment-test', noindex: true });
  const user = useUser();
  const plan = getPlan('STANDARD');
  if (user.isPending) {
    return (
      <p role="status" className="p-12 text-center text-slate-700">
        Loading...
      </p>
    );
  }
  if (user.isError) return <Navigate to="/login?redirectTo=/payment-test" replace />;
  return (
    <CheckoutCard title="Standard Plan">
      <PlanSummary plan={plan} />
      <PaymentForm plan={plan} returnPath={`/checkout?plan=${plan.key}`} />
      <SecureNote />
    </CheckoutCard>
  );
}
