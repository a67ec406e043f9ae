import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '#shared/api-error.ts';
import { registerFormSchema, type RegisterFormInput } from '#shared/schemas/auth.ts';
import { DEFAULT_VEHICLE_TYPE, VEHICLE_TYPES } from '#shared/vehicle-types.ts';
import { CountyOptions } from '#client/components/ui/county-options.tsx';
import { AuthCard } from '#client/components/ui/auth-card.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Select } from '#client/components/ui/select.tsx';
import { usePageMeta } from '#client/lib/page-meta.ts';
import { afterRegisterPath } from '#client/lib/redirect.ts';
import { refreshSiteStatus } from '#client/lib/site-status.ts';
import { notify, notifyError } from '#client/lib/toast.ts';
import { useRegister } from './api/register.ts';
import { conflictField } from './conflict-field.ts';

export function RegisterPage() {
  usePageMeta({ title: 'Create your account', description: 'Sign up for SPSV Prep and start preparing for your Irish taxi, hackney or limousine licence.', path: '/register' });
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const register = useRegister();
  const form = useForm<RegisterFormInput>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { username: '', email: '', password: '', confirmPassword: '', vehicleType: DEFAULT_VEHICLE_TYPE, county: '', acceptTerms: false },
  });
  const { errors } = form.formState;
  const plan = params.get('plan');
  const lah = useWatch({ control: form.control, name: 'vehicleType' }) === 'local_area_hackney';

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await register.mutateAsync(values);
      refreshSiteStatus();
      notify('Registration successful', 'Your account is ready and you are signed in.');
      navigate(afterRegisterPath(plan));
    } catch (error) {
      // A taken username or email is shown beside its field as well as in the toast.
      if (error instanceof ApiError && error.status === 409 && error.serverMessage) {
        form.setError(conflictField(error), { message: error.serverMessage });
      }
      notifyError('Registration failed', 'There was an error creating your account. Please try again.');
    }
  });

  return (
    <AuthCard
      title="Create your account"
      description="Choose your vehicle type so the course shows what matters for your licence."
      footer={
        <p>
          Already have an account?{' '}
          <Link to={plan ? `/login?redirectTo=/checkout&plan=${encodeURIComponent(plan)}` : '/login'} className="font-semibold text-brand-700 underline">
            Log in
          </Link>
        </p>
      }
    >
      <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormField label="Username" error={errors.username?.message}>
          <Input autoComplete="username" autoCapitalize="none" {...form.register('username')} />
        </FormField>
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </FormField>
        <FormField label="Password" error={errors.password?.message} hint="At least 8 characters, not a common password.">
          <Input type="password" autoComplete="new-password" {...form.register('password')} />
        </FormField>
        <FormField label="Confirm password" error={errors.confirmPassword?.message}>
          <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
        </FormField>
        <FormField
          label="Vehicle type"
          error={errors.vehicleType?.message}
          hint={lah ? 'Local area hackney drivers do not sit the Entry Test: you get the course, checklists and local area hackney rules, without the test tools.' : undefined}
        >
          <Select {...form.register('vehicleType')}>
            {VEHICLE_TYPES.map((v) => (
              <option key={v.id} value={v.id}>
                {v.name}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="County you will work in (optional)" error={errors.county?.message} hint="Your county's area knowledge test and study page come first. You can change it later in Settings.">
          <Select {...form.register('county')}>
            <CountyOptions none="Not sure yet" />
          </Select>
        </FormField>
        <div className="flex flex-col gap-1.5">
          <div className="flex items-start gap-3">
            <input
              id="acceptTerms"
              type="checkbox"
              className="mt-1 h-5 w-5 accent-brand-700"
              aria-invalid={errors.acceptTerms ? true : undefined}
              aria-describedby={errors.acceptTerms ? 'acceptTerms-error' : undefined}
              {...form.register('acceptTerms')}
            />
            <label htmlFor="acceptTerms" className="text-sm text-slate-800">
              I accept the{' '}
              <Link to="/terms" className="font-semibold text-brand-700 underline">
                Terms of Service
              </Link>{' '}
              and the{' '}
              <Link to="/privacy" className="font-semibold text-brand-700 underline">
                Privacy Policy
              </Link>
            </label>
          </div>
          {errors.acceptTerms && (
            <p id="acceptTerms-error" role="alert" className="text-sm font-medium text-red-700">
              {errors.acceptTerms.message}
            </p>
          )}
        </div>
        <Button type="submit" disabled={register.isPending}>
          {register.isPending ? 'Creating account...' : 'Create account'}
        </Button>
      </form>
    </AuthCard>
  );
}
