import { useAdminAudit } from './api/audit.ts';
import { QueryState, ScrollTable, TabHeading, td, th } from './admin-ui.tsx';
import { formatWhen } from './format.ts';

const ACTIONS: Record<string, string> = {
  grant: 'Granted the owner role',
  revoke: 'Revoked the owner role',
  reply: 'Replied to a message',
  handled: 'Marked a message handled',
  unhandled: 'Marked a message unhandled',
  resolve: 'Resolved question reports',
  delete_account: 'Deleted their own owner account',
};

/** Every owner's action, newest first: role changes, replies, handled marks, resolutions. */
export function AuditTab() {
  const audit = useAdminAudit();
  return (
    <section>
      <TabHeading title="Audit log" intro="Every owner's action, newest first." />
      <QueryState query={audit} what="audit log">
        {() =>
          audit.data?.entries.length ? (
            <ScrollTable label="Audit log">
              <caption className="sr-only">Owners' actions, newest first</caption>
              <thead>
                <tr className="border-b border-slate-300 bg-slate-50">
                  {['Who', 'What', 'Target', 'Detail', 'When', 'Account id'].map((c) => (
                    <th key={c} scope="col" className={th}>
                      {c}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {audit.data.entries.map((e) => (
                  <tr key={e.id} className="border-b border-slate-200">
                    <td className={td}>{e.actor}</td>
                    <td className={td}>{ACTIONS[e.action] ?? e.action}</td>
                    <td className={td}>{e.target}</td>
                    <td className={`${td} break-words`}>{e.detail ?? '—'}</td>
                    <td className={`${td} whitespace-nowrap`}>{formatWhen(e.createdAt)}</td>
                    {/* The acting account's id as it was then: it tells apart two accounts that used one name. */}
                    <td className={td}>{e.actorId === null ? '—' : `#${e.actorId}`}</td>
                  </tr>
                ))}
              </tbody>
            </ScrollTable>
          ) : (
            <p className="rounded-md bg-slate-100 p-4 text-slate-800">Nothing recorded yet.</p>
          )
        }
      </QueryState>
    </section>
  );
}
