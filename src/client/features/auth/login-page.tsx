import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { loginSchema, type LoginInput } from '#shared/schemas/auth.ts';
import { ApiError } from '#shared/api-error.ts';
import { AuthCard } from '#client/components/ui/auth-card.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { usePageMeta } from '#client/lib/page-meta.ts';
import { afterLoginPath } from '#client/lib/redirect.ts';
import { refreshSiteStatus, useSiteStatus } from '#client/lib/site-status.ts';
import { notify, notifyError } from '#client/lib/toast.ts';
import { useLogin } from './api/login.ts';

const LOGIN_TOAST = 'login';

export function LoginPage() {
  usePageMeta({ title: 'Log in', description: 'Log in to SPSV Prep to continue your SPSV licence course.', path: '/login' });
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const login = useLogin();
  const form = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { username: '', password: '' } });
  const { errors } = form.formState;
  const signedInAs = useSiteStatus()?.username;
  const registerHref = params.get('plan') ? `/register?plan=${encodeURIComponent(params.get('plan') ?? '')}` : '/register';

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await login.mutateAsync(values);
      refreshSiteStatus();
      // Same id as the failure toast: a success replaces it instead of queueing behind it.
      notify('Login successful', 'You have been successfully logged in.', { id: LOGIN_TOAST });
      navigate(afterLoginPath(params.get('redirectTo'), params.get('plan')));
    } catch (error) {
      const limited = error instanceof ApiError && error.status === 429;
      notifyError('Login failed', limited ? error.serverMessage : 'Please check your username and password.', { id: LOGIN_TOAST });
    }
  });

  // Already signed in: nothing to do here but go on (to the destination, or the dashboard).
  if (signedInAs && !login.isPending && !login.isSuccess) return <Navigate to={afterLoginPath(params.get('redirectTo'), params.get('plan'))} replace />;

  return (
    <AuthCard
      title="Log in"
      description="Welcome back. Log in to continue your course."
      footer={
        <>
          <p>
            New to SPSV Prep?{' '}
            <Link to={registerHref} className="font-semibold text-brand-700 underline">
              Create an account
            </Link>
          </p>
          <Link to="/forgot-password" className="font-semibold text-brand-700 underline">
            Forgot your password?
          </Link>
        </>
      }
    >
      <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormField label="Username" error={errors.username?.message}>
          <Input autoComplete="username" autoCapitalize="none" {...form.register('username')} />
        </FormField>
        <FormField label="Password" error={errors.password?.message}>
          <Input type="password" autoComplete="current-password" {...form.register('password')} />
        </FormField>
        <Button type="submit" disabled={login.isPending}>
          {login.isPending ? 'Logging in...' : 'Log in'}
        </Button>
      </form>
    </AuthCard>
  );
}
