import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useState, type FormEvent } from 'react';
import { notifyError } from '#client/lib/toast.ts';
import { PayButton } from './pay-button.tsx';
import { useForcedReady } from './use-forced-ready.ts';

interface Props {
  publishableKey: string;
  clientSecret: string;
  returnPath: string;
  payLabel: string;
}

const stripes = new Map<string, Promise<Stripe | null>>();
const stripeFor = (key: string) => {
  if (!stripes.has(key)) stripes.set(key, loadStripe(key));
  return stripes.get(key) ?? loadStripe(key);
};

function StripeForm({ returnPath, payLabel }: Pick<Props, 'returnPath' | 'payLabel'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [elementReady, setElementReady] = useState(false);
  const [processing, setProcessing] = useState(false);
  const ready = useForcedReady(elementReady) && stripe !== null && elements !== null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setProcessing(true);
    const { error } = await stripe.confirmPayment({ elements, confirmParams: { return_url: `${window.location.origin}${returnPath}` } });
    // Only reached when the payment did not redirect: show the provider's message.
    notifyError('Payment Failed', error.message ?? 'Your payment could not be processed.');
    setProcessing(false);
  };

  return (
    <form method="post" onSubmit={onSubmit} className="flex flex-col gap-4">
      <PaymentElement onReady={() => setElementReady(true)} />
      <PayButton ready={ready} processing={processing} label={payLabel} />
    </form>
  );
}

/** Stripe's Payment Element (loaded only on the checkout pages). */
export default function StripePaymentForm({ publishableKey, clientSecret, returnPath, payLabel }: Props) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret }}>
      <StripeForm returnPath={returnPath} payLabel={payLabel} />
    </Elements>
  );
}
