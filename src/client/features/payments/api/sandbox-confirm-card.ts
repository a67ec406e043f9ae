import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { API } from '#shared/api-paths.ts';
import type { sandboxConfirmResponse, sandboxConfirmSchema } from '#shared/schemas/payments.ts';
import { apiPost } from '#client/lib/api-client.ts';

export type SandboxCard = z.input<typeof sandboxConfirmSchema>;

export const sandboxConfirmCard = (input: SandboxCard) => apiPost<typeof sandboxConfirmResponse>(API.sandboxConfirmCard, input);

export function useSandboxConfirmCard() {
  return useMutation({ mutationFn: sandboxConfirmCard });
}
