import { useState, type FormEvent } from 'react';
import { ApiError } from '#shared/api-error.ts';
import { SANDBOX_DECLINE_CARD, SANDBOX_SUCCESS_CARD } from '#shared/schemas/payments.ts';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { notifyError } from '#client/lib/toast.ts';
import { useSandboxConfirmCard } from './api/sandbox-confirm-card.ts';
import { formatExpiry } from './card-expiry.ts';
import { PayButton } from './pay-button.tsx';

interface Props {
  clientSecret: string;
  returnPath: string;
  payLabel: string;
}

/** The offline provider's card form; it redirects back exactly as Stripe does. */
export function SandboxCardForm({ clientSecret, returnPath, payLabel }: Props) {
  const confirm = useSandboxConfirmCard();
  const [card, setCard] = useState({ cardNumber: '', expiry: '', cvc: '' });
  const [redirecting, setRedirecting] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const { redirectUrl } = await confirm.mutateAsync({ clientSecret, returnPath, ...card });
      setRedirecting(true);
      window.location.assign(redirectUrl);
    } catch (error) {
      notifyError('Payment Failed', error instanceof ApiError && error.serverMessage ? error.serverMessage : 'Your payment could not be processed.');
    }
  };

  return (
    <form method="post" onSubmit={onSubmit} className="flex flex-col gap-4" aria-describedby="test-mode-note">
      <div id="test-mode-note" className="rounded-md border-2 border-dashed border-amber-500 bg-amber-50 p-3 text-sm text-amber-950">
        <p className="font-bold uppercase tracking-wide">Test mode: no real payment is taken</p>
        <p className="mt-1">
          Use card <strong>{SANDBOX_SUCCESS_CARD}</strong> with any future expiry date and any CVC. Card <strong>{SANDBOX_DECLINE_CARD}</strong> is
          declined.
        </p>
      </div>
      <FormField label="Card number">
        <Input
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          value={card.cardNumber}
          onChange={(e) => setCard({ ...card, cardNumber: e.target.value })}
          required
        />
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <FormField label="Expiry (MM/YY)">
          <Input
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            maxLength={5}
            value={card.expiry}
            onChange={(e) => setCard({ ...card, expiry: formatExpiry(e.target.value) })}
            required
          />
        </FormField>
        <FormField label="CVC">
          <Input inputMode="numeric" autoComplete="cc-csc" placeholder="123" value={card.cvc} onChange={(e) => setCard({ ...card, cvc: e.target.value })} required />
        </FormField>
      </div>
      <PayButton ready processing={confirm.isPending || redirecting} label={payLabel} />
    </form>
  );
}
