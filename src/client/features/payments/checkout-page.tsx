import { useEffect, useRef } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { planFromQuery, type Plan } from '#shared/plans.ts';
import { usePageMeta } from '#client/lib/page-meta.ts';
import { useUser } from '#client/lib/session.ts';
import { notify, notifyError } from '#client/lib/toast.ts';
import { useConfirmPayment } from './api/confirm-payment.ts';
import { AlreadySubscribed, CheckoutCard, PaymentSuccessful, PlanSummary, SecureNote } from './checkout-views.tsx';
import { PaymentForm } from './payment-form.tsx';

/** After the provider's redirect: confirm once, then the success view (spec §4 step 5). */
function ConfirmReturn({ plan, paymentIntentId }: { plan: Plan; paymentIntentId: string }) {
  const confirm = useConfirmPayment();
  const started = useRef(false);
  const { mutate } = confirm;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate(
      { planType: plan.key, paymentIntentId },
      {
        onSuccess: () => notify('Payment confirmed', `Your ${plan.name} subscription has been activated.`),
        onError: () => notifyError('Error', 'There was an issue confirming your payment. Please contact support.'),
      },
    );
  }, [mutate, plan, paymentIntentId]);

  if (confirm.isSuccess) return <PaymentSuccessful plan={plan} accessUntil={confirm.data.accessUntil} />;
  return (
    <CheckoutCard title="Confirming your payment">
      {confirm.isError ? (
        <p role="alert" className="text-red-800">
          There was an issue confirming your payment. Please contact support through the Help &amp; Support page; you have not been charged twice.
        </p>
      ) : (
        <p role="status" className="text-slate-700">
          Confirming your payment...
        </p>
      )}
    </CheckoutCard>
  );
}

export function CheckoutPage() {
  usePageMeta({ title: 'Checkout', description: 'Buy your SPSV Prep plan.', path: '/checkout', noindex: true });
  const [params] = useSearchParams();
  const plan = planFromQuery(params.get('plan'));
  const user = useUser();
  const paymentIntentId = params.get('payment_intent');
  const returned = paymentIntentId !== null && params.get('redirect_status') === 'succeeded';

  if (user.isPending) {
    return (
      <p role="status" className="p-12 text-center text-slate-700">
        Loading...
      </p>
    );
  }
  if (user.isError) return <Navigate to={`/login?redirectTo=/checkout&plan=${plan.key}`} replace />;
  if (returned) return <ConfirmReturn plan={plan} paymentIntentId={paymentIntentId} />;
  if (user.data.hasPurchased && params.get('extend') !== '1') return <AlreadySubscribed extendHref={`/checkout?plan=${plan.key}&extend=1`} />;

  return (
    <CheckoutCard title="Checkout">
      <PlanSummary plan={plan} />
      <PaymentForm plan={plan} returnPath={`/checkout?plan=${plan.key}`} />
      <SecureNote />
    </CheckoutCard>
  );
}
