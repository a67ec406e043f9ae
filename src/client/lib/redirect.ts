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

/** Spec §2 /register: to the login screen, carrying the chosen plan to checkout. */
export function afterRegisterPath(plan: string | null): string {
  return plan ? `/login?redirectTo=/checkout&plan=${encodeURIComponent(plan)}` : '/login';
}
