import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '#shared/api-error.ts';
import { resetPasswordFormSchema } from '#shared/schemas/auth.ts';
import { AuthCard } from '#client/components/ui/auth-card.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { usePageMeta } from '#client/lib/page-meta.ts';
import { notify, notifyError } from '#client/lib/toast.ts';
import { useResetPassword } from './api/reset-password.ts';

interface ResetForm {
  password: string;
  confirmPassword: string;
}

export function ResetPasswordPage() {
  usePageMeta({ title: 'Choose a new password', description: 'Set a new password for your SPSV Prep account.', path: '/reset-password', noindex: true });
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm<ResetForm>({ resolver: zodResolver(resetPasswordFormSchema), defaultValues: { password: '', confirmPassword: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      const { message } = await reset.mutateAsync({ token, password });
      notify('Password changed', message);
      navigate('/login');
    } catch (error) {
      notifyError('Error', (error instanceof ApiError && error.serverMessage) || 'Failed to reset your password.');
    }
  });

  const footer = (
    <Link to="/forgot-password" className="font-semibold text-brand-700 underline">
      Ask for a new reset link
    </Link>
  );

  if (!token) {
    return (
      <AuthCard title="Reset link missing" footer={footer}>
        <p className="text-slate-700">This page needs the link from your reset email. Open the link in the email again, or ask for a new one.</p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a new password" description="Your new password signs you out everywhere else." footer={footer}>
      <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormField label="New password" error={errors.password?.message} hint="At least 8 characters, not a common password.">
          <Input type="password" autoComplete="new-password" {...form.register('password')} />
        </FormField>
        <FormField label="Confirm new password" error={errors.confirmPassword?.message}>
          <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
        </FormField>
        <Button type="submit" disabled={reset.isPending}>
          {reset.isPending ? 'Saving...' : 'Set new password'}
        </Button>
      </form>
    </AuthCard>
  );
}
