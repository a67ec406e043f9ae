import { useState } from 'react';
import type { z } from 'zod';
import { API } from '#shared/api-paths.ts';
import type { contactResponse, contactSchema } from '#shared/schemas/contact.ts';
import { apiPost } from '#client/lib/api-client.ts';

export type ContactMessage = z.output<typeof contactSchema>;

/** POST /api/contact: the server stores the message (DESIGN.md §5); 429 when rate-limited. */
export const sendContactMessage = (input: ContactMessage) => apiPost<typeof contactResponse>(API.contact, input);

/**
 * Local pending state instead of a TanStack mutation: the home page stays free of the query
 * library, which only signed-in and account screens load (DESIGN.md §11 budget).
 */
export function useSendContactMessage() {
  const [isPending, setPending] = useState(false);
  const mutateAsync = async (input: ContactMessage) => {
    setPending(true);
    try {
      return await sendContactMessage(input);
    } finally {
      setPending(false);
    }
  };
  return { isPending, mutateAsync };
}
