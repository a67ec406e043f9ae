import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ApiError } from '#shared/api-error.ts';
import { replySchema, type AdminMessage } from '#shared/schemas/admin.ts';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Textarea } from '#client/components/ui/input.tsx';
import { notify } from '#client/lib/toast.ts';
import { useReplyToMessage } from './api/messages.ts';

/** Replies by email: the server sends it, keeps a copy under the message and marks it handled. */
export function ReplyForm({ message }: { message: AdminMessage }) {
  const reply = useReplyToMessage();
  const form = useForm<{ body: string }>({ resolver: zodResolver(replySchema), defaultValues: { body: '' } });
  const error = form.formState.errors.body?.message;

  const onSubmit = form.handleSubmit(async ({ body }) => {
    try {
      await reply.mutateAsync({ id: message.id, body });
      form.reset();
      notify('Reply sent', `Emailed to ${message.email}.`);
    } catch (e) {
      form.setError('body', { message: e instanceof ApiError && e.serverMessage ? e.serverMessage : 'The reply could not be sent. Please try again.' });
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <FormField label={`Reply to ${message.name}`} error={error} hint={`Sent by email to ${message.email}.`}>
        <Textarea rows={4} maxLength={5000} {...form.register('body')} />
      </FormField>
      <Button type="submit" className="self-start" disabled={reply.isPending}>
        {reply.isPending ? 'Sending...' : 'Send'}
      </Button>
    </form>
  );
}
