import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { usePageMeta } from '#client/lib/page-meta.ts';
import { useCurrentUser } from '#client/lib/use-current-user.ts';

// The console itself is a chunk of its own: a learner who opens /admin never downloads it.
const AdminConsole = lazy(async () => ({ default: (await import('./admin-console.tsx')).AdminConsole }));

/**
 * /admin: the owner's console for owners, a plain refusal for anyone else. The API refuses
 * learners by itself (403); this only spares them a screen of errors. Signed-out visitors never
 * get here: the signed-in layout sends them to log in first.
 */
export function AdminPage() {
  usePageMeta({ title: "Owner's console", description: "The SPSV Prep owners' console.", path: '/admin', noindex: true });
  const user = useCurrentUser();
  if (!user.isAdmin) return <Refusal />;
  return (
    <Suspense
      fallback={
        <p role="status" className="p-12 text-center text-slate-700">
          Loading...
        </p>
      }
    >
      <AdminConsole />
    </Suspense>
  );
}

function Refusal() {
  return (
    <section className="mx-auto max-w-xl">
      <Card className="flex flex-col items-start gap-4 p-6">
        <h1 className="text-2xl font-bold text-slate-900">Owner&apos;s console</h1>
        <p className="text-slate-800">This page is for the owners of SPSV Prep.</p>
        <Button asChild>
          <Link to="/dashboard">Back to your dashboard</Link>
        </Button>
      </Card>
    </section>
  );
}
