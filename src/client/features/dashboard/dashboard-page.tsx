import { usePageMeta } from '#client/lib/page-meta.ts';
import { useCurrentUser } from '#client/lib/use-current-user.ts';
import { SubscriptionRequired } from './subscription-required.tsx';

export function DashboardPage() {
  usePageMeta({ title: 'Dashboard', description: 'Your SPSV Prep progress.', path: '/dashboard', noindex: true });
  const user = useCurrentUser();
  return (
    <section className="mx-auto flex max-w-5xl flex-col gap-6">
      <h1 className="text-3xl font-bold text-slate-900">Dashboard</h1>
      {!user.hasPurchased && <SubscriptionRequired vehicleType={user.vehicleType} />}
    </section>
  );
}
