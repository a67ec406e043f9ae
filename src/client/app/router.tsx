import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFoundPage } from '#client/features/errors/not-found-page.tsx';
import { SectionPage } from '#client/features/shell/section-page.tsx';
import { AdaptiveLayout, AppLayout } from './layouts/app-layout.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';

type Loader = () => Promise<Record<string, React.ComponentType>>;

/** A lazily loaded page: each route is its own chunk (DESIGN.md §11). */
const page = (path: string, load: Loader, name: string): RouteObject => ({
  path,
  lazy: async () => ({ Component: (await load())[name] }),
});

/** Signed-in areas that later issues fill; until then they show their heading and purpose. */
const SIGNED_IN_SECTIONS = [
  { path: '/settings', title: 'Settings', intro: 'Your vehicle type and account settings.' },
] as const;

export const publicRoutes: RouteObject[] = [
  page('/', () => import('#client/features/marketing/home-page.tsx'), 'HomePage'),
  page('/pricing', () => import('#client/features/marketing/pricing-page.tsx'), 'PricingPage'),
  page('/privacy', () => import('#client/features/marketing/legal/privacy-page.tsx'), 'PrivacyPage'),
  page('/terms', () => import('#client/features/marketing/legal/terms-page.tsx'), 'TermsPage'),
  page('/cookies', () => import('#client/features/marketing/legal/cookies-page.tsx'), 'CookiesPage'),
  page('/login', () => import('#client/features/auth/login-page.tsx'), 'LoginPage'),
  page('/register', () => import('#client/features/auth/register-page.tsx'), 'RegisterPage'),
  page('/forgot-password', () => import('#client/features/auth/forgot-password-page.tsx'), 'ForgotPasswordPage'),
  page('/reset-password', () => import('#client/features/auth/reset-password-page.tsx'), 'ResetPasswordPage'),
  page('/checkout', () => import('#client/features/payments/checkout-page.tsx'), 'CheckoutPage'),
  page('/payment-test', () => import('#client/features/payments/payment-test-page.tsx'), 'PaymentTestPage'),
];

const signedInRoutes: RouteObject[] = [
  page('/dashboard', () => import('#client/features/dashboard/dashboard-page.tsx'), 'DashboardPage'),
  page('/training', () => import('#client/features/training/training-page.tsx'), 'TrainingPage'),
  page('/module/:id', () => import('#client/features/training/module-page.tsx'), 'ModulePage'),
  page('/practice-tests', () => import('#client/features/practice/practice-tests-page.tsx'), 'PracticeTestsPage'),
  page('/checklists', () => import('#client/features/checklists/checklists-page.tsx'), 'ChecklistsPage'),
  page('/vehicle-search', () => import('#client/features/vehicle-search/vehicle-search-page.tsx'), 'VehicleSearchPage'),
  page('/bookings', () => import('#client/features/bookings/bookings-page.tsx'), 'BookingsPage'),
  ...SIGNED_IN_SECTIONS.map((s) => ({ path: s.path, element: <SectionPage title={s.title} path={s.path} intro={s.intro} /> })),
];

export function createRouter() {
  return createBrowserRouter([
    { element: <PublicLayout />, children: [...publicRoutes, { path: '*', element: <NotFoundPage /> }] },
    { element: <AppLayout />, children: signedInRoutes },
    { element: <AdaptiveLayout />, children: [page('/support', () => import('#client/features/marketing/support-page.tsx'), 'SupportPage')] },
    page('/logout', () => import('#client/features/auth/logout-page.tsx'), 'LogoutPage'),
  ]);
}
