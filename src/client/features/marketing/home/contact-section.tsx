import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { nearViewport } from '#client/lib/near-viewport.ts';
import { TEXT_LINK } from '../link-styles.ts';
import { HomeSection } from './home-section.tsx';

// The form comes in its own chunk to keep the home page's first load small (DESIGN.md §11), fetched
// only when the section nears the screen (issue 35 §3): most visits never scroll this far. The
// pre-rendered page shows the form from the start; its submit button stays disabled until the
// form has loaded and hydrated (Button), so nothing is sent natively before then.
const ContactForm = lazy(async () => {
  await nearViewport('contact');
  return { default: (await import('#client/components/contact/contact-form.tsx')).ContactForm };
});

export function ContactSection() {
  return (
    <HomeSection
      id="contact"
      title="Contact us"
      intro="Questions about the course, your account or a payment? Send us a message and we will reply by email."
    >
      <div className="grid gap-10 lg:grid-cols-[1fr_2fr]">
        <div className="space-y-4 text-slate-700">
          <p>If your question is about your account or a payment, use the email address you signed up with so we can find it quickly.</p>
          <p>
            Looking for a quick answer? See the frequently asked questions below or the{' '}
            <Link to="/support" className={TEXT_LINK}>
              Help and Support
            </Link>{' '}
            page.
          </p>
          <p>We cannot answer questions about your own licence application. For those, contact the National Transport Authority.</p>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <Suspense fallback={<p className="min-h-[40rem] text-slate-700 sm:min-h-[29rem]">Loading the contact form...</p>}>
            <ContactForm source="home" />
          </Suspense>
        </div>
      </div>
    </HomeSection>
  );
}
