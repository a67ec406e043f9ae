import { Link } from 'react-router-dom';
import { usePageMeta } from '#client/lib/page-meta.ts';
import { TEXT_LINK } from '../link-styles.ts';
import { LegalLayout, LegalSection } from './legal-layout.tsx';

/** The one cookie the site sets (server session plugin; DESIGN.md §6). */
const SESSION_COOKIE = [
  { term: 'Name', detail: 'spsv_session' },
  { term: 'Purpose', detail: 'Keeps you signed in after you log in, so each page knows it is you.' },
  { term: 'Type', detail: 'Strictly necessary, set by SPSV Prep itself (first-party).' },
  { term: 'Contents', detail: 'A random token. It holds no personal details, and we store only a one-way hash of it.' },
  { term: 'How long', detail: 'Deleted when you sign out. Otherwise it expires after 30 days without use, and after 90 days at most.' },
  { term: 'Protection', detail: 'httpOnly (scripts in the page cannot read it), SameSite=Lax, and sent only over a secure connection.' },
] as const;

export function CookiesPage() {
  usePageMeta({
    title: 'Cookie Policy',
    description: 'SPSV Prep uses one essential session cookie to keep you signed in. No tracking, no analytics, no advertising cookies.',
    path: '/cookies',
  });

  return (
    <LegalLayout
      title="Cookie Policy"
      intro={
        <p>
          SPSV Prep uses a single, essential cookie to keep you signed in. We use no tracking, analytics or advertising cookies, which is why you
          do not see a cookie banner.
        </p>
      }
    >
      <LegalSection id="the-cookie" title="The cookie we use">
        <p>The cookie is only set when you sign in. Visitors who just read our public pages get no cookie at all.</p>
        <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200">
          {SESSION_COOKIE.map((row) => (
            <div key={row.term} className="grid gap-1 p-4 sm:grid-cols-[9rem_1fr] sm:gap-4">
              <dt className="font-semibold text-slate-900">{row.term}</dt>
              <dd className={row.term === 'Name' ? 'font-mono text-slate-900' : undefined}>{row.detail}</dd>
            </div>
          ))}
        </dl>
      </LegalSection>

      <LegalSection id="no-banner" title="Why there is no cookie banner">
        <p>
          Irish law (the ePrivacy Regulations 2011) requires consent for cookies except those strictly necessary to provide a service you have
          asked for. Our session cookie is strictly necessary to keep you signed in, and we set no other cookies, so there is nothing to consent
          to.
        </p>
        <p>We do not use local storage or any similar technology to track you, and no third-party scripts run on our public pages.</p>
      </LegalSection>

      <LegalSection id="payments" title="When you pay">
        <p>
          The checkout page loads the secure card form of our payment provider. The provider may set its own strictly necessary cookies there to
          prevent fraud, under its own cookie policy. We do not read or use them.
        </p>
      </LegalSection>

      <LegalSection id="control" title="Controlling cookies">
        <p>
          You can block or delete cookies in your browser settings. If you block the session cookie, you can still read our public pages, but you
          will not be able to sign in.
        </p>
        <p>
          For more on how we handle personal data, see our{' '}
          <Link to="/privacy" className={TEXT_LINK}>
            Privacy Policy
          </Link>
          .
        </p>
      </LegalSection>
    </LegalLayout>
  );
}
