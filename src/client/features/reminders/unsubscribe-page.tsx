import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ApiError } from '#shared/api-error.ts';
import { AuthCard } from '#client/components/ui/auth-card.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { usePageMeta } from '#client/lib/page-meta.ts';
import { useUnsubscribe } from './api/unsubscribe.ts';

const INVALID = 'This unsubscribe link is not valid. You can turn reminders off in Settings.';
const RETRY = 'Something went wrong. Please try again in a moment.';

/** A refused link (malformed reads like unknown) ends here; anything else may be tried again. */
function isBadLink(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 400 || error.status === 404);
}

/**
 * The landing page of a reminder's unsubscribe link (issue 19 §5). Opening it changes nothing:
 * the learner presses the button (issue 27 §8), because mail scanners that open links, some
 * running scripts, used to unsubscribe people just by loading it. Mail clients with their own
 * one-click button use the List-Unsubscribe header instead.
 */
export function UnsubscribePage() {
  usePageMeta({ title: 'Study reminders', description: 'Turn off SPSV Prep study reminder emails.', path: '/unsubscribe', noindex: true });
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const action = useUnsubscribe();

  const footer = (
    <>
      <Link to="/settings?tab=study-plan" className="font-semibold text-brand-700 underline">
        Reminder settings
      </Link>
      <Link to="/" className="font-semibold text-brand-700 underline">
        Go to the home page
      </Link>
    </>
  );
  if (!token) {
    return (
      <AuthCard title="This link is incomplete" footer={footer}>
        <p className="text-slate-700">This page needs the whole link from your reminder email. Open the link in the email again, or turn reminders off in Settings.</p>
      </AuthCard>
    );
  }
  if (action.isSuccess) {
    return (
      <AuthCard title="Reminders turned off" footer={footer}>
        <p role="status" className="text-slate-700">
          {action.data.message}
        </p>
      </AuthCard>
    );
  }
  if (action.isError && isBadLink(action.error)) {
    return (
      <AuthCard title="This link did not work" footer={footer}>
        <p role="alert" className="text-red-800">
          {INVALID}
        </p>
      </AuthCard>
    );
  }
  const retryText = action.isError ? (action.error instanceof ApiError && action.error.serverMessage) || RETRY : undefined;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!action.isPending) action.mutate(token);
  };
  return (
    <AuthCard title="Study reminders" footer={footer}>
      <form method="post" onSubmit={onSubmit} className="flex flex-col gap-4">
        <p className="text-slate-700">Stop the daily study plan emails from SPSV Prep? You can turn them back on at any time in Settings.</p>
        <Button type="submit" disabled={action.isPending}>
          {action.isPending ? 'Turning off reminders...' : 'Turn off reminders'}
        </Button>
        {retryText && (
          <p role="alert" className="text-red-800">
            {retryText}
          </p>
        )}
      </form>
    </AuthCard>
  );
}
