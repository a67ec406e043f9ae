import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ApiError } from '#shared/api-error.ts';
import { AuthCard } from '#client/components/ui/auth-card.tsx';
import { usePageMeta } from '#client/lib/page-meta.ts';
import { useUnsubscribe } from './api/unsubscribe.ts';

const INVALID = 'This unsubscribe link is not valid. You can turn reminders off in Settings.';

/** The server's words for a refused link; a malformed token reads like an unknown one. */
function failureText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 400) return INVALID;
    if (error.serverMessage) return error.serverMessage;
  }
  return 'Something went wrong. Please try the link again in a moment.';
}

/**
 * The landing page of a reminder's unsubscribe link (issue 19 §5). It posts the token once, from
 * the browser: mail scanners that fetch links without running scripts unsubscribe nobody.
 */
export function UnsubscribePage() {
  usePageMeta({ title: 'Study reminders', description: 'Turn off SPSV Prep study reminder emails.', path: '/unsubscribe', noindex: true });
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const action = useUnsubscribe();
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    action.mutate(token);
  }, [token, action]);

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
  if (action.isError) {
    return (
      <AuthCard title="This link did not work" footer={footer}>
        <p role="alert" className="text-red-800">
          {failureText(action.error)}
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Study reminders" footer={footer}>
      <p role="status" className="text-slate-700">
        Turning off your study reminders...
      </p>
    </AuthCard>
  );
}
