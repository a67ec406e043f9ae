import { Fragment, useState, type FormEvent } from 'react';
import { formatPrice } from '#shared/plans.ts';
import type { AdminLearner } from '#shared/schemas/admin.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { formatDate } from '#client/lib/format.ts';
import { useAdminLearners } from './api/learners.ts';
import { Badge, QueryState, ScrollTable, TabHeading, td, th } from './admin-ui.tsx';
import { formatWhen, planName, vehicleName } from './format.ts';

const COLUMNS = ['Username', 'Email', 'Vehicle type', 'Plan', 'Purchases', 'Last activity', 'Modules completed', 'Tests taken'];

/** Find a learner by username or email and see their plan, purchases and progress. */
export function LearnersTab() {
  const [draft, setDraft] = useState('');
  const [term, setTerm] = useState('');
  const learners = useAdminLearners(term);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTerm(draft.trim());
  };

  return (
    <section>
      <TabHeading title="Learners" intro="Search by username or email; an empty search lists the newest 50." />
      <form role="search" aria-label="Learners" onSubmit={onSubmit} className="mb-4 flex flex-wrap items-end gap-3">
        <div className="flex min-w-64 flex-1 flex-col gap-1.5">
          <Label htmlFor="learner-search">Username or email</Label>
          <Input id="learner-search" type="search" maxLength={100} value={draft} onChange={(e) => setDraft(e.target.value)} />
        </div>
        <Button type="submit">Search</Button>
      </form>
      <QueryState query={learners} what="learners">
        {() => <LearnerTable learners={learners.data?.learners ?? []} term={term} />}
      </QueryState>
    </section>
  );
}

function LearnerTable({ learners, term }: { learners: readonly AdminLearner[]; term: string }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((ids) => {
      const next = new Set(ids);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  if (learners.length === 0) return <p className="rounded-md bg-slate-100 p-4 text-slate-800">{term ? `No learner matches “${term}”.` : 'No learners yet.'}</p>;

  return (
    <ScrollTable label="Learners found">
      <caption className="sr-only">{term ? `Learners matching “${term}”` : 'The newest learners'}</caption>
      <thead>
        <tr className="border-b border-slate-300 bg-slate-50">
          {COLUMNS.map((c) => (
            <th key={c} scope="col" className={th}>
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {learners.map((l) => {
          const expanded = open.has(l.id);
          const listId = `purchases-of-${l.id}`;
          return (
            <Fragment key={l.id}>
              <tr className="border-b border-slate-200">
                <th scope="row" className={`${td} font-semibold text-slate-900`}>
                  {l.username} {l.role === 'admin' && <Badge>owner</Badge>}
                </th>
                <td className={`${td} whitespace-nowrap`}>{l.email}</td>
                <td className={td}>{vehicleName(l.vehicleType)}</td>
                <td className={td}>
                  {l.activePlan && l.accessUntil ? (
                    <>
                      {planName(l.activePlan)}
                      <span className="block text-xs text-slate-700">until {formatDate(l.accessUntil)}</span>
                    </>
                  ) : (
                    <span className="text-slate-700">No active plan</span>
                  )}
                </td>
                <td className={td}>
                  {l.purchases.length === 0 ? (
                    'None'
                  ) : (
                    <Button variant="link" size="sm" className="h-auto px-0" aria-expanded={expanded} aria-controls={listId} onClick={() => toggle(l.id)}>
                      {expanded ? 'Hide' : 'Show'} {l.purchases.length} {l.purchases.length === 1 ? 'purchase' : 'purchases'}
                      <span className="sr-only"> of {l.username}</span>
                    </Button>
                  )}
                </td>
                <td className={`${td} whitespace-nowrap`}>{l.lastActivity ? formatWhen(l.lastActivity) : 'Never'}</td>
                <td className={td}>{l.modulesCompleted}</td>
                <td className={td}>{l.testsTaken}</td>
              </tr>
              {expanded && (
                <tr className="border-b border-slate-200 bg-slate-50">
                  <td colSpan={COLUMNS.length} className={td}>
                    <ul id={listId} aria-label={`Purchases of ${l.username}`} className="flex flex-col gap-1">
                      {l.purchases.map((p) => (
                        <li key={`${p.paidAt}-${p.plan}`}>
                          {formatDate(p.paidAt)}: {planName(p.plan)}, {formatPrice(p.amountCents)} via {p.provider}, {p.status}, access until {formatDate(p.accessUntil)}
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              )}
            </Fragment>
          );
        })}
      </tbody>
    </ScrollTable>
  );
}
