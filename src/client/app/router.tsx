import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFoundPage } from '#client/features/errors/not-found-page.tsx';
import { SectionPage } from '#client/features/shell/section-page.tsx';
import { AppLayout } from './layouts/app-layout.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';

/** Signed-in areas that later issues fill; until then they show their heading and purpose. */
const SIGNED_IN_SECTIONS = [
  { path: '/practice-tests', title: 'Practice Tests', intro: 'Timed practice tests, a full mock exam and county area-knowledge tests.' },
  { path: '/vehicle-search', title: 'NTA Approved Vehicles', intro: 'Search makes and models used as SPSVs in Ireland.' },
  { path: '/checklists', title: 'Checklists', intro: 'Driver and vehicle licence requirements for your vehicle type.' },
  { path: '/bookings', title: 'Bookings', intro: 'How to book the NCT and your SPSV tests through the official channels.' },
  { path: '/settings', title: 'Settings', intro: 'Your vehicle type and account settings.' },
] as const;

const signedInRoutes: RouteObject[] = [
  { path: '/dashboard', lazy: async () => ({ Component: (await import('#client/features/dashboard/dashboard-page.tsx')).DashboardPage }) },
  { path: '/training', lazy: async () => ({ Component: (await import('#client/features/training/training-page.tsx')).TrainingPage }) },
  { path: '/module/:id', lazy: async () => ({ Component: (await import('#client/features/training/module-page.tsx')).ModulePage }) },
  ...SIGNED_IN_SECTIONS.map((s) => ({ path: s.path, element: <SectionPage title={s.title} path={s.path} intro={s.intro} /> })),
];

/** Routes are lazy so the signed-in areas load as their own chunks (DESIGN.md §11). */
export function createRouter() {
  return createBrowserRouter([
    {
      element: <PublicLayout />,
      children: [
        { path: '/', lazy: async () => ({ Component: (await import('#client/features/marketing/home-page.tsx')).HomePage }) },
        { path: '/login', lazy: async () => ({ Component: (await import('#client/features/auth/login-page.tsx')).LoginPage }) },
        { path: '/register', lazy: async () => ({ Component: (await import('#client/features/auth/register-page.tsx')).RegisterPage }) },
        { path: '/forgot-password', lazy: async () => ({ Component: (await import('#client/features/auth/forgot-password-page.tsx')).ForgotPasswordPage }) },
        { path: '/reset-password', lazy: async () => ({ Component: (await import('#client/features/auth/reset-password-page.tsx')).ResetPasswordPage }) },
        { path: '/checkout', lazy: async () => ({ Component: (await import('#client/features/payments/checkout-page.tsx')).CheckoutPage }) },
        { path: '/payment-test', lazy: async () => ({ Component: (await import('#client/features/payments/payment-test-page.tsx')).PaymentTestPage }) },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
    { element: <AppLayout />, children: signedInRoutes },
    { path: '/logout', lazy: async () => ({ Component: (await import('#client/features/auth/logout-page.tsx')).LogoutPage }) },
  ]);
}
