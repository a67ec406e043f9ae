/** Only same-site paths may be redirect targets, never another origin (open-redirect guard). */
export function safeRedirect(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  return value;
}

/** Spec §2 /login: redirectTo with ?plan= when both are given, else redirectTo, else /dashboard. */
export function afterLoginPath(redirectTo: string | null, plan: string | null): string {
  const target = safeRedirect(redirectTo);
  if (!target) return '/dashboard';
  return plan ? `${target}?plan=${encodeURIComponent(plan)}` : target;
}

/**
 * After sign-up the learner is already signed in (issue 32 §9, a departure from spec §2's detour
 * through /login): straight to the chosen plan's checkout, else the dashboard.
 */
export function afterRegisterPath(plan: string | null): string {
  return plan ? `/checkout?plan=${encodeURIComponent(plan)}` : '/dashboard';
}
