import { UpgradePanel } from '#client/components/ui/upgrade-panel.tsx';
import { usePageMeta } from '#client/lib/page-meta.ts';
import { useCurrentUser } from '#client/lib/use-current-user.ts';
import { PracticeArea } from './practice-area.tsx';

/** /practice-tests (spec §2). Without a plan nothing paid is fetched (DESIGN.md §9). */
export function PracticeTestsPage() {
  usePageMeta({ title: 'Practice Tests', description: 'Timed SPSV practice tests, a full mock exam and county area-knowledge tests.', path: '/practice-tests', noindex: true });
  const user = useCurrentUser();

  if (!user.hasPurchased) {
    return (
      <section className="mx-auto flex max-w-5xl flex-col gap-6">
        <h1 className="text-3xl font-bold text-slate-900">Practice Tests</h1>
        <UpgradePanel
          title="Unlock Practice Tests"
          intro="Choose a plan to take timed practice tests with feedback, full mock exams with real-time scoring and county-specific area knowledge tests."
        />
      </section>
    );
  }
  // Keyed so a different learner in the same tab never inherits another's run.
  return <PracticeArea key={user.username} user={user} />;
}
