import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '#shared/api-error.ts';
import { API } from '#shared/api-paths.ts';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { notify, notifyError } from '#client/lib/toast.ts';
import { useDeleteAccount } from './api/security.ts';
import { Panel } from './panel.tsx';

async function downloadMyData() {
  const res = await fetch(API.userExport, { credentials: 'include' });
  if (!res.ok) throw new Error(`${res.status}`);
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'spsv-prep-data.json';
  link.click();
  URL.revokeObjectURL(url);
}

/** GDPR rights in two buttons: a copy of everything, and erasure (privacy policy). */
export function PrivacyPanel({ username }: { username: string }) {
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');

  const onDelete = (event: FormEvent) => {
    event.preventDefault();
    remove.mutate({ confirmUsername: typed, currentPassword: password }, {
      onSuccess: () => {
        notify('Account deleted', 'Your account and all its data have been deleted.');
        navigate('/');
      },
      onError: (e) =>
        notifyError('Error', e instanceof ApiError && e.serverMessage ? e.serverMessage.replace(/^\w+: /, '') : 'Your account could not be deleted. Please try again.'),
    });
  };

  return (
    <Panel title="Data and privacy" intro="You can take a copy of your data at any time, or delete your account for good.">
      <div>
        <h3 className="font-semibold text-slate-900">Download my data</h3>
        <p className="mt-1 text-slate-700">Your account, progress, checklists, test results, purchases and messages, as a JSON file.</p>
        <Button variant="outline" className="mt-3" onClick={() => void downloadMyData().catch(() => notifyError('Error', 'Your data could not be downloaded.'))}>
          Download My Data
        </Button>
      </div>
      <form method="post" onSubmit={onDelete} className="flex flex-col gap-3 rounded-lg border border-red-300 bg-red-50 p-4">
        <h3 className="font-semibold text-red-900">Delete my account</h3>
        <p className="text-sm text-red-900">
          This deletes your account, progress, checklists, results and purchase records and signs you out. It cannot be undone. Any time left on your plan
          is lost.
        </p>
        <FormField label={`Type your username (${username}) to confirm`}>
          <Input value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />
        </FormField>
        <FormField label="Your current password">
          <Input type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="current-password" />
        </FormField>
        <Button type="submit" variant="destructive" className="self-start" disabled={typed !== username || password === '' || remove.isPending}>
          {remove.isPending ? 'Deleting...' : 'Delete My Account'}
        </Button>
      </form>
    </Panel>
  );
}
