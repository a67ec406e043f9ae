import { useId, useState } from 'react';
import { MESSAGE_FILTERS, type AdminMessage, type MessageFilter } from '#shared/schemas/admin.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Select } from '#client/components/ui/select.tsx';
import { cn } from '#client/lib/cn.ts';
import { notifyError } from '#client/lib/toast.ts';
import { useAdminMessages, useSetMessageHandled } from './api/messages.ts';
import { Badge, QueryState, TabHeading } from './admin-ui.tsx';
import { formatWhen } from './format.ts';
import { ReplyForm } from './reply-form.tsx';

const FILTER_LABELS: Record<MessageFilter, string> = {
  first: 'Unhandled first',
  only: 'Unhandled only',
  mixed: 'All, newest first',
};

/**
 * Contact messages a page at a time (issue 27 §9): unhandled ones first by default, so a flood of
 * spam cannot hide a genuine message, and every older page is reachable.
 */
export function MessagesTab() {
  const [filter, setFilter] = useState<MessageFilter>('first');
  const [page, setPage] = useState(1);
  const messages = useAdminMessages(page, filter);
  const data = messages.data;
  // Marking the last messages of a page handled (under "Unhandled only") can leave it past the end.
  if (data && !messages.isPlaceholderData && page > data.pages) setPage(data.pages);
  return (
    <section>
      <TabHeading title="Messages" intro="Messages from the contact forms, 50 to a page. Unhandled ones are highlighted." />
      <div className="mb-4 flex flex-col gap-1.5 sm:w-72">
        <Label htmlFor="message-filter">Show</Label>
        <Select
          id="message-filter"
          value={filter}
          onChange={(e) => {
            setFilter(e.target.value as MessageFilter);
            setPage(1);
          }}
        >
          {MESSAGE_FILTERS.map((f) => (
            <option key={f} value={f}>
              {FILTER_LABELS[f]}
            </option>
          ))}
        </Select>
      </div>
      <QueryState query={messages} what="messages">
        {() =>
          data?.messages.length ? (
            <>
              <ol className="flex flex-col gap-4">
                {data.messages.map((m) => (
                  <li key={m.id}>
                    <MessageCard message={m} />
                  </li>
                ))}
              </ol>
              <Pager page={data.page} pages={data.pages} total={data.total} loading={messages.isPlaceholderData} onPage={setPage} />
            </>
          ) : (
            <p className="rounded-md bg-slate-100 p-4 text-slate-800">{filter === 'only' ? 'No unhandled messages.' : 'No messages yet.'}</p>
          )
        }
      </QueryState>
    </section>
  );
}

/** Previous and next as real buttons, with the position read out when it changes. */
function Pager({ page, pages, total, loading, onPage }: { page: number; pages: number; total: number; loading: boolean; onPage: (page: number) => void }) {
  return (
    <nav aria-label="Message pages" className="mt-6 flex flex-wrap items-center justify-between gap-3">
      <Button variant="outline" onClick={() => onPage(page - 1)} disabled={page <= 1 || loading}>
        Previous page
      </Button>
      <p aria-live="polite" className="text-slate-800">
        Page {page} of {pages} ({total} {total === 1 ? 'message' : 'messages'})
      </p>
      <Button variant="outline" onClick={() => onPage(page + 1)} disabled={page >= pages || loading}>
        Next page
      </Button>
    </nav>
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
