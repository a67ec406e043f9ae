import { Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '#client/features/errors/not-found-page.tsx';
import { lazyPage } from './lazy-page.tsx';
import { PageArrival } from './page-arrival.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';

// Marketing pages fetch nothing, so the home page ships without the query library.
const HomePage = lazyPage(() => import('#client/features/marketing/home-page.tsx'), 'HomePage');
const PricingPage = lazyPage(() => import('#client/features/marketing/pricing-page.tsx'), 'PricingPage');
const PrivacyPage = lazyPage(() => import('#client/features/marketing/legal/privacy-page.tsx'), 'PrivacyPage');
const TermsPage = lazyPage(() => import('#client/features/marketing/legal/terms-page.tsx'), 'TermsPage');
const CookiesPage = lazyPage(() => import('#client/features/marketing/legal/cookies-page.tsx'), 'CookiesPage');
const SupportPage = lazyPage(() => import('#client/features/marketing/support-page.tsx'), 'SupportPage');
const TasterPage = lazyPage(() => import('#client/features/taster/taster-page.tsx'), 'TasterPage');
const GlossaryPage = lazyPage(() => import('#client/features/glossary/glossary-page.tsx'), 'GlossaryPage');

const QueryShell = lazyPage(() => import('./query-shell.tsx'), 'QueryShell');
const AppLayout = lazyPage(() => import('./layouts/app-layout.tsx'), 'AppLayout');
const AdaptiveLayout = lazyPage(() => import('./layouts/app-layout.tsx'), 'AdaptiveLayout');

const LoginPage = lazyPage(() => import('#client/features/auth/login-page.tsx'), 'LoginPage');
const RegisterPage = lazyPage(() => import('#client/features/auth/register-page.tsx'), 'RegisterPage');
const ForgotPasswordPage = lazyPage(() => import('#client/features/auth/forgot-password-page.tsx'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyPage(() => import('#client/features/auth/reset-password-page.tsx'), 'ResetPasswordPage');
const ConfirmEmailPage = lazyPage(() => import('#client/features/auth/email-link-page.tsx'), 'ConfirmEmailPage');
const UndoEmailChangePage = lazyPage(() => import('#client/features/auth/email-link-page.tsx'), 'UndoEmailChangePage');
const UnsubscribePage = lazyPage(() => import('#client/features/reminders/unsubscribe-page.tsx'), 'UnsubscribePage');
const LogoutPage = lazyPage(() => import('#client/features/auth/logout-page.tsx'), 'LogoutPage');
const CheckoutPage = lazyPage(() => import('#client/features/payments/checkout-page.tsx'), 'CheckoutPage');
const PaymentTestPage = lazyPage(() => import('#client/features/payments/payment-test-page.tsx'), 'PaymentTestPage');

const DashboardPage = lazyPage(() => import('#client/features/dashboard/dashboard-page.tsx'), 'DashboardPage');
const TrainingPage = lazyPage(() => import('#client/features/training/training-page.tsx'), 'TrainingPage');
const ModulePage = lazyPage(() => import('#client/features/training/module-page.tsx'), 'ModulePage');
const PracticeTestsPage = lazyPage(() => import('#client/features/practice/practice-tests-page.tsx'), 'PracticeTestsPage');
const ReviewPage = lazyPage(() => import('#client/features/review/review-page.tsx'), 'ReviewPage');
const FaresPage = lazyPage(() => import('#client/features/fares/fares-page.tsx'), 'FaresPage');
const MapsPage = lazyPage(() => import('#client/features/maps/maps-page.tsx'), 'MapsPage');
const ChecklistsPage = lazyPage(() => import('#client/features/checklists/checklists-page.tsx'), 'ChecklistsPage');
const VehicleSearchPage = lazyPage(() => import('#client/features/vehicle-search/vehicle-search-page.tsx'), 'VehicleSearchPage');
const BookingsPage = lazyPage(() => import('#client/features/bookings/bookings-page.tsx'), 'BookingsPage');
const SettingsPage = lazyPage(() => import('#client/features/settings/settings-page.tsx'), 'SettingsPage');
const AdminPage = lazyPage(() => import('#client/features/admin/admin-page.tsx'), 'AdminPage');

function Loading() {
  return (
    <p role="status" className="p-12 text-center text-slate-700">
      Loading...
    </p>
  );
}

const page = (element: ReactNode) => <Suspense fallback={<Loading />}>{element}</Suspense>;

/** Every route of spec §2, in library mode (BrowserRouter): the lighter router keeps the home page in budget. */
export function AppRoutes() {
  return (
    <>
      {/* Library mode has no <ScrollRestoration>: pages open at the top with focus on their heading (issue 32 §1). */}
      <PageArrival />
      <Routes>
        <Route element={<PublicLayout />}>
          <Route path="/" element={page(<HomePage />)} />
          <Route path="/pricing" element={page(<PricingPage />)} />
          <Route path="/privacy" element={page(<PrivacyPage />)} />
          <Route path="/terms" element={page(<TermsPage />)} />
          <Route path="/cookies" element={page(<CookiesPage />)} />
          <Route element={page(<QueryShell />)}>
            <Route path="/login" element={page(<LoginPage />)} />
            <Route path="/register" element={page(<RegisterPage />)} />
            <Route path="/forgot-password" element={page(<ForgotPasswordPage />)} />
            <Route path="/reset-password" element={page(<ResetPasswordPage />)} />
            <Route path="/confirm-email" element={page(<ConfirmEmailPage />)} />
            <Route path="/undo-email-change" element={page(<UndoEmailChangePage />)} />
            <Route path="/unsubscribe" element={page(<UnsubscribePage />)} />
            <Route path="/checkout" element={page(<CheckoutPage />)} />
            <Route path="/payment-test" element={page(<PaymentTestPage />)} />
          <Route path="/taster" element={page(<TasterPage />)} />
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route element={page(<QueryShell />)}>
          <Route element={page(<AppLayout />)}>
            <Route path="/dashboard" element={page(<DashboardPage />)} />
            <Route path="/training" element={page(<TrainingPage />)} />
            <Route path="/module/:id" element={page(<ModulePage />)} />
            <Route path="/practice-tests" element={page(<PracticeTestsPage />)} />
            <Route path="/review" element={page(<ReviewPage />)} />
            <Route path="/fares" element={page(<FaresPage />)} />
            <Route path="/maps" element={page(<MapsPage />)} />
            <Route path="/checklists" element={page(<ChecklistsPage />)} />
            <Route path="/vehicle-search" element={page(<VehicleSearchPage />)} />
            <Route path="/bookings" element={page(<BookingsPage />)} />
            <Route path="/settings" element={page(<SettingsPage />)} />
            <Route path="/admin" element={page(<AdminPage />)} />
          </Route>
          <Route element={page(<AdaptiveLayout />)}>
            <Route path="/support" element={page(<SupportPage />)} />
            <Route path="/glossary" element={page(<GlossaryPage />)} />
          </Route>
          <Route path="/logout" element={page(<LogoutPage />)} />
        </Route>
      </Routes>
    </>
  );
}
