import { useAdminReveals } from './api/reveals.ts';
import { QueryState, ScrollTable, td, th } from './admin-ui.tsx';

/**
 * Accounts near today's cap on distinct questions shown (issue 27 §1): an honest learner never
 * gets there, so a name here is worth a look (a shared login, or someone copying the bank).
 */
export function ExposurePanel() {
  const reveals = useAdminReveals();
  return (
    <section aria-labelledby="exposure-heading" className="mt-8">
      <h3 id="exposure-heading" className="text-lg font-semibold text-slate-900">
        Questions shown today
      </h3>
      <QueryState query={reveals} what="question exposure">
        {() => {
          const data = reveals.data;
          if (!data) return null;
          return (
            <>
              <p className="mt-1 text-sm text-slate-700">
                Each account may see {data.cap} different questions a day. Accounts past {data.watchFrom} today are listed here.
              </p>
              {data.learners.length === 0 ? (
                <p className="mt-3 text-sm text-slate-800">No account is near the cap today.</p>
              ) : (
                <ScrollTable label="Accounts near the daily cap">
                  <caption className="sr-only">Accounts near today&apos;s cap on questions shown</caption>
                  <thead>
                    <tr className="border-b border-slate-300">
                      <th scope="col" className={th}>Username</th>
                      <th scope="col" className={th}>Email</th>
                      <th scope="col" className={`${th} text-right`}>Questions shown today</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.learners.map((l) => (
                      <tr key={l.username} className="border-b border-slate-200">
                        <th scope="row" className={`${td} font-semibold`}>{l.username}</th>
                        <td className={td}>{l.email}</td>
                        <td className={`${td} text-right tabular-nums`}>
                          {l.shown} of {data.cap}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </ScrollTable>
              )}
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
