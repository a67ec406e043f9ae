import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '#shared/api-error.ts';
import { changePasswordFormSchema } from '#shared/schemas/auth.ts';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { notify, notifyError } from '#client/lib/toast.ts';
import { useChangePassword, useSignOutEverywhere } from './api/security.ts';
import { Panel } from './panel.tsx';

interface PasswordForm {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export function SecurityPanel() {
  const navigate = useNavigate();
  const change = useChangePassword();
  const signOutAll = useSignOutEverywhere();
  const form = useForm<PasswordForm>({ resolver: zodResolver(changePasswordFormSchema), defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      form.reset();
      notify('Password changed', 'Other devices have been signed out.');
    } catch (error) {
      const message = error instanceof ApiError && error.serverMessage ? error.serverMessage.replace(/^currentPassword: /, '') : 'Failed to change your password.';
      form.setError('currentPassword', { message });
    }
  });

  const everywhere = () =>
    signOutAll.mutate(undefined, {
      onSuccess: () => {
        notify('Signed out everywhere');
        navigate('/login');
      },
      onError: () => notifyError('Error', 'Failed to sign out everywhere. Please try again.'),
    });

  return (
    <Panel title="Security" intro="Change your password or sign out of every device.">
      <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormField label="Current password" error={errors.currentPassword?.message}>
          <Input type="password" autoComplete="current-password" {...form.register('currentPassword')} />
        </FormField>
        <FormField label="New password" error={errors.newPassword?.message} hint="At least 8 characters, not a common password.">
          <Input type="password" autoComplete="new-password" {...form.register('newPassword')} />
        </FormField>
        <FormField label="Confirm new password" error={errors.confirmPassword?.message}>
          <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
        </FormField>
        <Button type="submit" className="self-start" disabled={change.isPending}>
          {change.isPending ? 'Saving...' : 'Change Password'}
        </Button>
      </form>
      <div className="border-t border-slate-200 pt-4">
        <p className="text-slate-700">Lost a phone or used a shared computer? End every session, including this one.</p>
        <Button variant="outline" className="mt-3" onClick={everywhere} disabled={signOutAll.isPending}>
          Sign Out Everywhere
        </Button>
      </div>
    </Panel>
  );
}
