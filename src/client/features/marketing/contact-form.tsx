import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useForm, type Resolver } from 'react-hook-form';
import { ApiError } from '#shared/api-error.ts';
import type { ContactInput } from '#shared/schemas/contact.ts';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input, Textarea } from '#client/components/ui/input.tsx';
import { notifyError } from '#client/lib/toast.ts';
import { useSendContactMessage, type ContactMessage } from './api/send-contact-message.ts';
import { ContactThanks } from './contact-thanks.tsx';

type ContactSource = ContactMessage['source'];

/**
 * zod is by far the largest library on the public pages (about 100 KB gzipped), so the shared
 * schema and its resolver load when the visitor first focuses or submits the form, not with the
 * page (DESIGN.md §11 home page budget).
 */
const loadValidation = () => Promise.all([import('@hookform/resolvers/zod'), import('#shared/schemas/contact.ts')]);

const contactResolver: Resolver<ContactInput, unknown, ContactMessage> = async (values, context, options) => {
  try {
    const [{ zodResolver }, { contactSchema }] = await loadValidation();
    return zodResolver(contactSchema)(values, context, options);
  } catch {
    // The chunk could not be fetched (offline, or a new deployment replaced it).
    return { values: {}, errors: { root: { type: 'load', message: 'The form could not load. Check your connection and try again.' } } };
  }
};

const emptyValues = (source: ContactSource): ContactInput => ({ name: '', email: '', phone: '', subject: '', message: '', source });

function failureText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.serverMessage) return error.serverMessage;
    if (error.status === 429) return 'You have sent several messages in a short time. Please wait a while and try again.';
  }
  return 'Something went wrong. Please try again in a moment.';
}

/** The contact form used on the home page (spec §2) and on /support; messages are stored by the server. */
export function ContactForm({ source }: { source: ContactSource }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = useSendContactMessage();
  const form = useForm<ContactInput, unknown, ContactMessage>({ resolver: contactResolver, defaultValues: emptyValues(source) });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      setSentTo(values.email);
    } catch (error) {
      notifyError('Message not sent', failureText(error));
    }
  });

  const sendAnother = () => {
    form.reset(emptyValues(source));
    // The form must be back in the DOM before its first field can take focus.
    flushSync(() => setSentTo(null));
    form.setFocus('name');
  };

  if (sentTo !== null) return <ContactThanks email={sentTo} onSendAnother={sendAnother} />;

  return (
    <form onSubmit={onSubmit} onFocus={() => void loadValidation()} noValidate className="flex flex-col gap-5" aria-label="Contact form">
      <p className="text-sm text-slate-700">All fields are required except phone.</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Name" error={errors.name?.message}>
          <Input autoComplete="name" {...form.register('name')} />
        </FormField>
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </FormField>
        <FormField label="Phone (optional)" error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" {...form.register('phone')} />
        </FormField>
        <FormField label="Subject" error={errors.subject?.message}>
          <Input {...form.register('subject')} />
        </FormField>
      </div>
      <FormField label="Message" error={errors.message?.message}>
        <Textarea rows={6} {...form.register('message')} />
      </FormField>
      {errors.root?.message && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errors.root.message}
        </p>
      )}
      <div>
        <Button type="submit" size="lg" disabled={send.isPending}>
          {send.isPending ? 'Sending...' : 'Send Message'}
        </Button>
      </div>
    </form>
  );
}
