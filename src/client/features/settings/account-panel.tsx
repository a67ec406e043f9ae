import { useState, type FormEvent } from 'react';
import { ApiError } from '#shared/api-error.ts';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { formatLongDate } from '#client/lib/format.ts';
import { notify } from '#client/lib/toast.ts';
import { useAccount, useUpdateUser } from './api/account.ts';
import { Panel } from './panel.tsx';

export function AccountPanel() {
  const account = useAccount();
  const update = useUpdateUser();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<{ email?: string; currentPassword?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError({});
    update.mutate(
      { email, currentPassword: password },
      {
        onSuccess: () => {
          setEmail('');
          setPassword('');
          notify('Check your new email', 'Open the link we sent to your new address to finish the change.');
        },
        onError: (e) => {
          const message = e instanceof ApiError && e.serverMessage ? e.serverMessage : 'Failed to change your email. Please try again.';
          if (message.startsWith('currentPassword: ')) setError({ currentPassword: message.replace(/^currentPassword: /, '') });
          else setError({ email: message.replace(/^email: /, '') });
        },
      },
    );
  };

  return (
    <Panel title="Account Information">
      {account.isPending ? (
        <p role="status">Loading...</p>
      ) : account.isError ? (
        <p role="alert" className="text-red-800">Your account details could not be loaded.</p>
      ) : (
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          <dt className="font-medium text-slate-700">Username</dt>
          <dd className="text-slate-900">{account.data.username}</dd>
          <dt className="font-medium text-slate-700">Email</dt>
          <dd className="break-all text-slate-900">
            {account.data.email}
            {account.data.pendingEmail && (
              <span className="mt-1 block text-sm text-slate-700">Waiting for confirmation: {account.data.pendingEmail} (open the link we emailed there)</span>
            )}
          </dd>
          <dt className="font-medium text-slate-700">Member since</dt>
          <dd className="text-slate-900">{formatLongDate(account.data.memberSince)}</dd>
        </dl>
      )}
      <form method="post" onSubmit={submit} noValidate className="flex flex-col gap-3 border-t border-slate-200 pt-4">
        <FormField label="New email address" error={error.email} hint="We email a confirmation link to the new address, and tell the old one.">
          <Input type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </FormField>
        <FormField label="Current password" error={error.currentPassword}>
          <Input type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </FormField>
        <Button type="submit" variant="outline" className="self-start" disabled={update.isPending || email.trim() === '' || password === ''}>
          {update.isPending ? 'Saving...' : 'Change Email'}
        </Button>
      </form>
    </Panel>
  );
}
