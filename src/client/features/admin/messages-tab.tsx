import { useId } from 'react';
import type { AdminMessage } from '#shared/schemas/admin.ts';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/cn.ts';
import { notifyError } from '#client/lib/toast.ts';
import { useAdminMessages, useSetMessageHandled } from './api/messages.ts';
import { Badge, QueryState, TabHeading } from './admin-ui.tsx';
import { formatWhen } from './format.ts';
import { ReplyForm } from './reply-form.tsx';

/** Contact messages, newest first; the unhandled ones stand out. */
export function MessagesTab() {
  const messages = useAdminMessages();
  return (
    <section>
      <TabHeading title="Messages" intro="Messages from the contact forms, newest first. Unhandled ones are highlighted." />
      <QueryState query={messages} what="messages">
        {() =>
          messages.data?.messages.length ? (
            <ol className="flex flex-col gap-4">
              {messages.data.messages.map((m) => (
                <li key={m.id}>
                  <MessageCard message={m} />
                </li>
              ))}
            </ol>
          ) : (
            <p className="rounded-md bg-slate-100 p-4 text-slate-800">No messages yet.</p>
          )
        }
      </QueryState>
    </section>
  );
}

function MessageCard({ message: m }: { message: AdminMessage }) {
  const headingId = useId();
  const handled = useSetMessageHandled();
  const isHandled = m.handledAt !== null;
  const action = isHandled ? 'Mark unhandled' : 'Mark handled';
  const toggle = () =>
    handled.mutate({ id: m.id, handled: !isHandled }, { onError: () => notifyError('Error', 'The message could not be updated. Please try again.') });

  return (
    <article aria-labelledby={headingId} className={cn('flex flex-col gap-4 rounded-xl border bg-white p-5 shadow-sm', isHandled ? 'border-slate-200' : 'border-l-8 border-amber-500 bg-amber-50')}>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h3 id={headingId} className="text-lg font-semibold text-slate-900">
            {m.subject}
          </h3>
          <p className="text-sm text-slate-700">
            From {m.name} &lt;<span className="break-all">{m.email}</span>&gt;{m.phone ? `, ${m.phone}` : ''} · {formatWhen(m.createdAt)} · via the {m.source} form
          </p>
        </div>
        <div className="flex items-center gap-3">
          {isHandled ? <Badge tone="good">Handled {m.handledAt && formatWhen(m.handledAt)}</Badge> : <Badge tone="warn">Unhandled</Badge>}
          {/* The subject in the name tells the list's many buttons apart for screen readers. */}
          <Button variant="outline" size="sm" onClick={toggle} disabled={handled.isPending} aria-label={`${action}: ${m.subject}`}>
            {action}
          </Button>
        </div>
      </header>
      <p className="whitespace-pre-wrap break-words text-slate-900">{m.message}</p>
      {m.replies.length > 0 && (
        <div className="border-t border-slate-200 pt-3">
          <h4 className="font-semibold text-slate-900">Earlier replies</h4>
          <ol className="mt-2 flex flex-col gap-3">
            {m.replies.map((r) => (
              <li key={r.createdAt} className="rounded-md bg-slate-100 p-3">
                <p className="text-sm text-slate-700">
                  {r.adminUsername} replied {formatWhen(r.createdAt)}
                </p>
                <p className="mt-1 whitespace-pre-wrap break-words text-slate-900">{r.body}</p>
              </li>
            ))}
          </ol>
        </div>
      )}
      <div className="border-t border-slate-200 pt-3">
        <ReplyForm message={m} />
      </div>
    </article>
  );
}
