import { CreditCard, KeyRound, Smartphone } from 'lucide-react';
import { Link } from 'react-router-dom';
import { usePageMeta } from '#client/lib/page-meta.ts';
import { ContactForm } from '#client/components/contact/contact-form.tsx';
import { TEXT_LINK } from './link-styles.ts';

const ANSWER_LINKS = [
  { to: '/#faq', label: 'Frequently asked questions' },
  { to: '/pricing', label: 'Plans and pricing' },
  { to: '/glossary', label: 'Glossary of SPSV terms' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/cookies', label: 'Cookie Policy' },
] as const;

/**
 * Help and Support (spec §2). Renders page content only, so it works in the public layout for
 * visitors and in the signed-in layout from the sidebar.
 */
export function SupportPage() {
  usePageMeta({
    title: 'Help and Support',
    description: 'Get help with your SPSV Prep account, password, payments and studying on your phone, or send us a message.',
    path: '/support',
  });

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
      <h1 className="text-4xl font-bold tracking-tight text-brand-800">Help and Support</h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-700">
        Find a quick answer below, or send us a message with the form at the bottom of this page and we will reply by email.
      </p>

      <section aria-labelledby="help-topics-heading" className="mt-12">
        <h2 id="help-topics-heading" className="text-2xl font-bold text-slate-900">
          Help topics
        </h2>
        <div className="mt-6 grid gap-6 md:grid-cols-3">
          <div className="rounded-xl border border-slate-200 bg-white p-6">
            <KeyRound aria-hidden className="h-6 w-6 text-brand-700" />
            <h3 className="mt-3 text-lg font-semibold text-slate-900">Account and password</h3>
            <p className="mt-2 text-slate-700">
              Forgotten your password?{' '}
              <Link to="/forgot-password" className={TEXT_LINK}>
                Reset your password
              </Link>{' '}
              and we will email you a link that works for one hour. You can change your vehicle type, download your data or delete your account in
              Settings.
            </p>
          </div>
          <div className="rounded-xl border border-slate-200 bg-white p-6">
            <CreditCard aria-hidden className="h-6 w-6 text-brand-700" />
            <h3 className="mt-3 text-lg font-semibold text-slate-900">Payments and refunds</h3>
            <p className="mt-2 text-slate-700">
              Every plan is a single payment with VAT included, and it never renews. If the course is not for you, ask for a refund within 14
              days of buying. Tell us the email address on your account so we can find your payment.
            </p>
          </div>
          <div className="rounded-xl border border-slate-200 bg-white p-6">
            <Smartphone aria-hidden className="h-6 w-6 text-brand-700" />
            <h3 className="mt-3 text-lg font-semibold text-slate-900">Using the course on a phone</h3>
            <p className="mt-2 text-slate-700">
              SPSV Prep runs in your phone&apos;s web browser, and you can install it from there: choose &ldquo;Add to Home screen&rdquo; (or
              &ldquo;Install app&rdquo;) in the browser menu and it opens like an app. Pages you have opened and your reviews then work without a
              signal. Sign in with the same account on any device and your progress follows you. Timed tests and the simulator need a connection.
            </p>
          </div>
        </div>
      </section>

      <section aria-labelledby="answers-heading" className="mt-12">
        <h2 id="answers-heading" className="text-2xl font-bold text-slate-900">
          Answers and policies
        </h2>
        <ul className="mt-4 flex flex-col gap-1 sm:flex-row sm:flex-wrap sm:gap-x-6">
          {ANSWER_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={`${TEXT_LINK} inline-flex min-h-11 items-center`}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="contact-us-heading" className="mt-12">
        <h2 id="contact-us-heading" className="text-2xl font-bold text-slate-900">
          Contact us
        </h2>
        <p className="mt-2 max-w-2xl text-slate-700">
          Use this form for questions about the course, your account or a payment. For your own licence application, contact the National
          Transport Authority.
        </p>
        <div className="mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <ContactForm source="support" />
        </div>
      </section>
    </div>
  );
}
