import { formatPrice } from '#shared/plans.ts';
import type { AdminPurchases } from '#shared/schemas/admin.ts';
import { formatDate } from '#client/lib/format.ts';
import { useAdminPurchases } from './api/purchases.ts';
import { Badge, QueryState, ScrollTable, TabHeading, td, th } from './admin-ui.tsx';
import { formatMonth, planName } from './format.ts';

/** Every purchase by date, then what each plan brought in each month. */
export function PurchasesTab() {
  const purchases = useAdminPurchases();
  return (
    <section className="flex flex-col gap-8">
      <TabHeading title="Purchases" intro="Newest first. Amounts in euro, including VAT." />
      <QueryState query={purchases} what="purchases">
        {() =>
          purchases.data && (
            <>
              <PurchaseTable purchases={purchases.data.purchases} />
              <MonthlyTotals monthly={purchases.data.monthly} />
            </>
          )
        }
      </QueryState>
    </section>
  );
}

function PurchaseTable({ purchases }: { purchases: AdminPurchases['purchases'] }) {
  if (purchases.length === 0) return <p className="rounded-md bg-slate-100 p-4 text-slate-800">No purchases yet.</p>;
  return (
    <ScrollTable label="Purchases">
      <caption className="sr-only">Every purchase, newest first</caption>
      <thead>
        <tr className="border-b border-slate-300 bg-slate-50">
          {['Paid', 'User', 'Plan', 'Amount', 'Provider', 'Status', 'Access until'].map((c) => (
            <th key={c} scope="col" className={th}>
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {purchases.map((p) => (
          <tr key={p.id} className="border-b border-slate-200">
            <td className={`${td} whitespace-nowrap`}>{formatDate(p.paidAt)}</td>
            <td className={td}>
              <span className="font-semibold text-slate-900">{p.username}</span>
              <span className="block break-all text-xs text-slate-700">{p.email}</span>
            </td>
            <td className={td}>{planName(p.plan)}</td>
            <td className={`${td} whitespace-nowrap`}>{formatPrice(p.amountCents)}</td>
            <td className={td}>{p.provider}</td>
            <td className={td}>
              <Badge tone={p.status === 'succeeded' ? 'good' : 'warn'}>{p.status}</Badge>
            </td>
            <td className={`${td} whitespace-nowrap`}>{formatDate(p.accessUntil)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

function MonthlyTotals({ monthly }: { monthly: AdminPurchases['monthly'] }) {
  const months = [...new Set(monthly.map((m) => m.month))];
  return (
    <div>
      <h3 className="mb-3 text-xl font-bold text-slate-900">Totals per plan per month</h3>
      {months.length === 0 ? (
        <p className="rounded-md bg-slate-100 p-4 text-slate-800">No succeeded purchases yet.</p>
      ) : (
        <ScrollTable label="Totals per plan per month">
          <caption className="sr-only">Succeeded purchases per plan in each month (Irish time), newest month first</caption>
          <thead>
            <tr className="border-b border-slate-300 bg-slate-50">
              {['Month', 'Plan', 'Purchases', 'Total'].map((c) => (
                <th key={c} scope="col" className={th}>
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          {months.map((month) => {
            const rows = monthly.filter((m) => m.month === month);
            return (
              <tbody key={month} className="border-b-2 border-slate-300">
                {rows.map((m, i) => (
                  <tr key={m.plan} className="border-b border-slate-200">
                    {i === 0 && (
                      <th scope="rowgroup" rowSpan={rows.length + 1} className={`${td} font-semibold text-slate-900`}>
                        {formatMonth(month)}
                      </th>
                    )}
                    <td className={td}>{planName(m.plan)}</td>
                    <td className={td}>{m.count}</td>
                    <td className={td}>{formatPrice(m.amountCents)}</td>
                  </tr>
                ))}
                <tr className="bg-slate-50 font-semibold">
                  <td className={td}>All plans</td>
                  <td className={td}>{rows.reduce((n, m) => n + m.count, 0)}</td>
                  <td className={td}>{formatPrice(rows.reduce((n, m) => n + m.amountCents, 0))}</td>
                </tr>
              </tbody>
            );
          })}
        </ScrollTable>
      )}
    </div>
  );
}
