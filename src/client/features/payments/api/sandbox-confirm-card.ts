import { useMutation } from '@tanstack/react-query';
import { apiPost } from '#client/lib/api-client.ts';

export interface SandboxCard {
  clientSecret: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
  returnPath: string;
}

export const sandboxConfirmCard = (input: SandboxCard) => apiPost<{ redirectUrl: string }>('/api/sandbox/confirm-card', input);

export function useSandboxConfirmCard() {
  return useMutation({ mutationFn: sandboxConfirmCard });
}
