import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ApiError } from '#shared/api-error.ts';
import { API } from '#shared/api-paths.ts';
import type { messageResponse } from '#shared/schemas/auth.ts';
import { AuthCard } from '#client/components/ui/auth-card.tsx';
import { apiPost } from '#client/lib/api-client.ts';
import { usePageMeta } from '#client/lib/page-meta.ts';

interface LinkCopy {
  path: '/confirm-email' | '/undo-email-change';
  api: typeof API.emailChangeConfirm | typeof API.emailChangeUndo;
  title: string;
  working: string;
  doneTitle: string;
}

const CONFIRM: LinkCopy = {
  path: '/confirm-email',
  api: API.emailChangeConfirm,
  title: 'Confirm your new email',
  working: 'Confirming your new email address...',
  doneTitle: 'Email address confirmed',
};
const UNDO: LinkCopy = {
  path: '/undo-email-change',
  api: API.emailChangeUndo,
  title: 'Keep your email address',
  working: 'Undoing the email change...',
  doneTitle: 'Email change undone',
};

/** The landing page of a mailed email-change link: it acts once, then says what happened. */
function EmailLinkPage({ copy }: { copy: LinkCopy }) {
  usePageMeta({ title: copy.title, description: copy.title, path: copy.path, noindex: true });
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const action = useMutation({ mutationFn: () => apiPost<typeof messageResponse>(copy.api, { token }) });
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    action.mutate();
  }, [token, action]);

  const footer = (
    <Link to="/login" className="font-semibold text-brand-700 underline">
      Go to login
    </Link>
  );
  if (!token) {
    return (
      <AuthCard title="Link incomplete" footer={footer}>
        <p className="text-slate-700">This page needs the whole link from your email. Open the link in the email again.</p>
      </AuthCard>
    );
  }
  if (action.isSuccess) {
    return (
      <AuthCard title={copy.doneTitle} footer={footer}>
        <p role="status" className="text-slate-700">
          {action.data.message}
        </p>
      </AuthCard>
    );
  }
  if (action.isError) {
    const message = action.error instanceof ApiError && action.error.serverMessage ? action.error.serverMessage : 'Something went wrong. Please try again.';
    return (
      <AuthCard title="This link did not work" footer={footer}>
        <p role="alert" className="text-red-800">
          {message}
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={copy.title} footer={footer}>
      <p role="status" className="text-slate-700">
        {copy.working}
      </p>
    </AuthCard>
  );
}

export function ConfirmEmailPage() {
  return <EmailLinkPage copy={CONFIRM} />;
}

export function UndoEmailChangePage() {
  return <EmailLinkPage copy={UNDO} />;
}
