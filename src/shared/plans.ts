/** The one list of plans (spec §9, DESIGN.md §7). Every price shown or charged comes from here. */
export const PLANS = [
  {
    key: 'BASIC',
    name: 'Basic',
    priceCents: 999,
    durationDays: 30,
    description: 'A month of full access to get started and test the waters.',
  },
  {
    key: 'STANDARD',
    name: 'Standard',
    priceCents: 1999,
    durationDays: 60,
    description: 'Two months of full access: the time most learners need to prepare well.',
  },
  {
    key: 'PREMIUM',
    name: 'Premium',
    priceCents: 4999,
    durationDays: 365,
    description: 'A full year of access for thorough study, renewal and refreshers.',
  },
] as const;

export type Plan = (typeof PLANS)[number];
export type PlanKey = Plan['key'];
export const PLAN_KEYS = PLANS.map((p) => p.key) as [PlanKey, ...PlanKey[]];
export const DEFAULT_PLAN: PlanKey = 'BASIC';
export const HIGHLIGHTED_PLAN: PlanKey = 'STANDARD';
export const CURRENCY = 'eur';

export function isPlanKey(value: unknown): value is PlanKey {
  return typeof value === 'string' && (PLAN_KEYS as readonly string[]).includes(value);
}

/** Spec §5: a value not among the plan keys falls back to BASIC. */
export function planFromQuery(value: string | null | undefined): Plan {
  const key = isPlanKey(value) ? value : DEFAULT_PLAN;
  return getPlan(key);
}

export function getPlan(key: PlanKey): Plan {
  const plan = PLANS.find((p) => p.key === key);
  if (!plan) throw new Error(`Unknown plan ${key}`);
  return plan;
}

/**
 * "€19.99" — prices include 23% VAT and are billed once. Written out by hand as en-IE writes
 * euros (the unit test compares it with Intl): the home page prices its plans while it starts,
 * and building an Intl.NumberFormat there cost about 90 ms of a throttled phone's main thread.
 */
export function formatPrice(cents: number): string {
  const whole = Math.round(Math.abs(cents));
  const euros = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0 && whole > 0 ? '-' : ''}€${euros}.${String(whole % 100).padStart(2, '0')}`;
}

/** Spec §9: Premium shows '365 days access'. */
export function formatDuration(plan: Plan): string {
  return `${plan.durationDays} days access`;
}
