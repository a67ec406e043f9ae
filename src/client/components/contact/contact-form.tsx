import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { ApiError } from '#shared/api-error.ts';
import type { ContactInput } from '#shared/schemas/contact.ts';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input, Textarea } from '#client/components/ui/input.tsx';
import { notifyError } from '#client/lib/toast.ts';
import { useSendContactMessage, type ContactMessage } from './send-contact-message.ts';
import { ContactThanks } from './contact-thanks.tsx';

type ContactSource = ContactMessage['source'];
type Field = 'name' | 'email' | 'phone' | 'subject' | 'message';
type Errors = Partial<Record<Field | 'root', string>>;

/**
 * zod is the largest library on the public pages, so the shared schema loads when the visitor
 * first focuses or submits the form, not with the page; the form keeps its own small state for
 * the same reason (DESIGN.md §11 home page budget).
 */
const loadSchema = () => import('#shared/schemas/contact.ts');

interface Prefill {
  name?: string;
  email?: string;
}

const emptyValues = (source: ContactSource, prefill: Prefill = {}): ContactInput => ({
  name: prefill.name ?? '',
  email: prefill.email ?? '',
  phone: '',
  subject: '',
  message: '',
  source,
});

function failureText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.serverMessage) return error.serverMessage;
    if (error.status === 429) return 'You have sent several messages in a short time. Please wait a while and try again.';
  }
  return 'Something went wrong. Please try again in a moment.';
}

async function validate(values: ContactInput): Promise<{ data?: ContactMessage; errors: Errors }> {
  try {
    const { contactSchema } = await loadSchema();
    const result = contactSchema.safeParse(values);
    if (result.success) return { data: result.data, errors: {} };
    const errors: Errors = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0] as Field;
      errors[field] ??= issue.message;
    }
    return { errors };
  } catch {
    // The chunk could not be fetched (offline, or a new deployment replaced it).
    return { errors: { root: 'The form could not load. Check your connection and try again.' } };
  }
}

/** The contact form of the home page (spec §2), /support and settings; messages are stored by the server. */
export function ContactForm({ source, prefill }: { source: ContactSource; prefill?: Prefill }) {
  const [values, setValues] = useState<ContactInput>(() => emptyValues(source, prefill));
  const [errors, setErrors] = useState<Errors>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = useSendContactMessage();
  const nameRef = useRef<HTMLInputElement>(null);

  const field = (name: Field) => ({
    name,
    value: values[name] ?? '',
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = await validate(values);
    setErrors(checked.errors);
    if (!checked.data) return;
    try {
      await send.mutateAsync(checked.data);
      setSentTo(checked.data.email);
    } catch (error) {
      notifyError('Message not sent', failureText(error));
    }
  };

  const sendAnother = () => {
    setValues(emptyValues(source, prefill));
    setErrors({});
    // The form must be back in the DOM before its first field can take focus.
    flushSync(() => setSentTo(null));
    nameRef.current?.focus();
  };

  if (sentTo !== null) return <ContactThanks email={sentTo} onSendAnother={sendAnother} />;

  return (
    <form method="post" onSubmit={onSubmit} onFocus={() => void loadSchema()} noValidate className="flex flex-col gap-5" aria-label="Contact form">
      <p className="text-sm text-slate-700">All fields are required except phone.</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Name" error={errors.name}>
          <Input autoComplete="name" ref={nameRef} {...field('name')} />
        </FormField>
        <FormField label="Email" error={errors.email}>
          <Input type="email" autoComplete="email" {...field('email')} />
        </FormField>
        <FormField label="Phone (optional)" error={errors.phone}>
          <Input type="tel" autoComplete="tel" {...field('phone')} />
        </FormField>
        <FormField label="Subject" error={errors.subject}>
          <Input {...field('subject')} />
        </FormField>
      </div>
      <FormField label="Message" error={errors.message}>
        <Textarea rows={6} {...field('message')} />
      </FormField>
      {errors.root && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errors.root}
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
