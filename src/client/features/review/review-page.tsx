import { UpgradePanel } from '#client/components/ui/upgrade-panel.tsx';
import { usePageMeta } from '#client/lib/page-meta.ts';
import { useCurrentUser } from '#client/lib/use-current-user.ts';
import { ReviewArea } from './review-area.tsx';

/** /review (DESIGN.md §14): spaced review of the questions the learner's memory says are due. */
export function ReviewPage() {
  usePageMeta({ title: 'Review', description: 'Review the SPSV questions that are due, with the right answer and why.', path: '/review', noindex: true });
  const user = useCurrentUser();

  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">Review</h1>
        <p className="mt-2 text-slate-700">Questions you have met before come back just before you would forget them. Missed ones come back the next day.</p>
      </div>
      {user.hasPurchased ? (
        // Keyed so a different learner in the same tab never inherits another's round.
        <ReviewArea key={user.username} />
      ) : (
        <UpgradePanel title="Unlock Review" intro="Choose a plan to take practice tests and review the questions you missed until you know them." />
      )}
    </section>
  );
}
