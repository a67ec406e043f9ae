import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatPrice, isPlanKey, getPlan } from '#shared/plans.ts';
import { Button } from '#client/components/ui/button.tsx';
import { formatLongDate } from '#client/lib/format.ts';
import { useAccount } from './api/account.ts';
import { Panel } from './panel.tsx';

const DAY_MS = 86_400_000;

export function SubscriptionPanel() {
  const account = useAccount();
  // Days left are counted from when the panel opened.
  const [now] = useState(() => Date.now());
  if (account.isPending) return <Panel title="Subscription"><p role="status">Loading...</p></Panel>;
  if (account.isError) return <Panel title="Subscription"><p role="alert" className="text-red-800">Your subscription could not be loaded.</p></Panel>;

  const purchases = account.data.purchases;
  const active = purchases.filter((p) => p.status === 'succeeded' && Date.parse(p.accessUntil) > now);
  const latest = active[0];
  const accessUntil = active.reduce((max, p) => Math.max(max, Date.parse(p.accessUntil)), 0);
  const daysLeft = Math.max(0, Math.ceil((accessUntil - now) / DAY_MS));
  const planName = (key: string) => (isPlanKey(key) ? getPlan(key).name : key);

  return (
    <Panel title="Subscription">
      {latest ? (
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          <dt className="font-medium text-slate-700">Current plan</dt>
          <dd className="text-slate-900">{planName(latest.plan)}</dd>
          <dt className="font-medium text-slate-700">Purchase date</dt>
          <dd className="text-slate-900">{formatLongDate(latest.paidAt)}</dd>
          <dt className="font-medium text-slate-700">Access until</dt>
          <dd className="text-slate-900">{formatLongDate(new Date(accessUntil))}</dd>
          <dt className="font-medium text-slate-700">Days left</dt>
          <dd className="text-slate-900">{daysLeft}</dd>
        </dl>
      ) : (
        <p className="text-slate-800">You have no active plan. Choose a plan to unlock the course, practice tests and mock exams.</p>
      )}
      <Button asChild className="self-start">
        <Link to={latest ? '/checkout?plan=STANDARD&extend=1' : '/pricing'}>{latest ? 'Extend your access' : 'Choose a plan'}</Link>
      </Button>
      <div className="border-t border-slate-200 pt-4">
        <h3 className="font-semibold text-slate-900">Purchase history</h3>
        {purchases.length === 0 ? (
          <p className="mt-2 text-slate-700">No purchases yet.</p>
        ) : (
          <table className="mt-2 w-full text-left text-sm">
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="py-2">Date</th>
                <th scope="col" className="py-2">Plan</th>
                <th scope="col" className="py-2">Amount</th>
                <th scope="col" className="py-2">Access until</th>
              </tr>
            </thead>
            <tbody>
              {purchases.map((p) => (
                <tr key={`${p.paidAt}-${p.plan}`} className="border-b border-slate-200">
                  <td className="py-2">{formatLongDate(p.paidAt)}</td>
                  <td className="py-2">{planName(p.plan)}</td>
                  <td className="py-2">{formatPrice(p.amountCents)}</td>
                  <td className="py-2">{formatLongDate(p.accessUntil)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </Panel>
  );
}
