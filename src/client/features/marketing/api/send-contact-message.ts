import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { contactResponse, contactSchema } from '#shared/schemas/contact.ts';
import { apiPost } from '#client/lib/api-client.ts';

export type ContactMessage = z.output<typeof contactSchema>;

/** POST /api/contact: the server stores the message (DESIGN.md §5); 429 when rate-limited. */
export const sendContactMessage = (input: ContactMessage) => apiPost<z.infer<typeof contactResponse>>('/api/contact', input);

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
