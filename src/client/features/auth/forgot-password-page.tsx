import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { ApiError } from '#shared/api-error.ts';
import { forgotPasswordSchema } from '#shared/schemas/auth.ts';
import { AuthCard } from '#client/components/ui/auth-card.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { usePageMeta } from '#client/lib/page-meta.ts';
import { notify, notifyError } from '#client/lib/toast.ts';
import { useForgotPassword } from './api/forgot-password.ts';

export function ForgotPasswordPage() {
  usePageMeta({ title: 'Reset your password', description: 'Ask for a link to reset your SPSV Prep password.', path: '/forgot-password' });
  const [sent, setSent] = useState(false);
  const forgot = useForgotPassword();
  const form = useForm<{ email: string }>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await forgot.mutateAsync(values);
      notify('Password reset email sent', 'Check your email for password reset instructions.');
      setSent(true);
    } catch (error) {
      notifyError('Error', (error instanceof ApiError && error.serverMessage) || 'Failed to send password reset email');
    }
  });

  const backToLogin = (
    <Link to="/login" className="font-semibold text-brand-700 underline">
      Back to Login
    </Link>
  );

  if (sent) {
    return (
      <AuthCard title="Check your email" footer={backToLogin}>
        <div role="status" className="flex flex-col gap-4">
          <p className="text-slate-700">
            If an account exists for <strong>{form.getValues('email')}</strong>, we have sent a link to reset your password. The link works once
            and expires after one hour. Check your spam folder if it does not arrive within a few minutes.
          </p>
          <Button
            variant="outline"
            onClick={() => {
              form.reset({ email: '' });
              setSent(false);
            }}
          >
            Try again
          </Button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Forgot your password?" description="Enter the email address on your account and we will send you a reset link." footer={backToLogin}>
      <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormField label="Email" error={form.formState.errors.email?.message}>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </FormField>
        <Button type="submit" disabled={forgot.isPending}>
          {forgot.isPending ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </form>
    </AuthCard>
  );
}
