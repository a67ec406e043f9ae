import { Link } from 'react-router-dom';
import { usePageMeta } from '#client/lib/page-meta.ts';
import { EXTERNAL_LINK_PROPS, TEXT_LINK } from '../link-styles.ts';
import { LegalLayout, LegalSection } from './legal-layout.tsx';
import { PrivacyDataList } from './privacy-data-list.tsx';

export function PrivacyPage() {
  usePageMeta({
    title: 'Privacy Policy',
    description: 'What personal data SPSV Prep keeps, why, for how long, and how to download or delete your data under the GDPR.',
    path: '/privacy',
  });

  return (
    <LegalLayout
      title="Privacy Policy"
      intro={
        <p>
          This policy explains what personal data SPSV Prep keeps when you use our website and online course, why we keep it, how long we keep
          it, and the rights you have under the General Data Protection Regulation (GDPR) and the Irish Data Protection Act 2018.
        </p>
      }
    >
      <LegalSection id="who-we-are" title="Who we are">
        <p>
          SPSV Prep is an online training course for people in Ireland preparing for a small public service vehicle (SPSV) licence. We are the
          data controller for the personal data described here. We are independent and are not part of the National Transport Authority.
        </p>
        <p>
          To contact us about your data, use the form on our{' '}
          <Link to="/support" className={TEXT_LINK}>
            Help and Support
          </Link>{' '}
          page.
        </p>
      </LegalSection>

      <LegalSection id="what-we-keep" title="What we keep, why, and for how long">
        <p>We keep only what we need to run the course for you.</p>
        <PrivacyDataList />
      </LegalSection>

      <LegalSection id="what-we-do-not-do" title="What we do not do">
        <ul>
          <li>We do not sell or rent your personal data to anyone.</li>
          <li>We do not use advertising, analytics or tracking tools, and we do not build profiles of you.</li>
          <li>We do not make decisions about you by automated means that have legal or similarly significant effects.</li>
        </ul>
      </LegalSection>

      <LegalSection id="who-else" title="Who else handles your data">
        <p>A small number of service providers handle data for us, only as far as they need to and under contracts that protect it:</p>
        <ul>
          <li>
            <strong>Our payment provider</strong> processes card payments. It receives your card details directly; we only receive the result and
            a payment reference.
          </li>
          <li>
            <strong>Our hosting provider</strong> runs the servers and database that hold the data described above.
          </li>
          <li>
            <strong>Our email provider</strong> delivers the emails we send you, such as password reset links and replies to your messages.
          </li>
        </ul>
        <p>
          If a provider processes data outside the European Economic Area, we rely on safeguards recognised by the GDPR, such as the European
          Commission&apos;s standard contractual clauses. We may also disclose data where the law requires it.
        </p>
      </LegalSection>

      <LegalSection id="your-rights" title="Your rights">
        <p>Under the GDPR you have the right to:</p>
        <ul>
          <li><strong>Access</strong> the personal data we hold about you and get a copy of it.</li>
          <li><strong>Rectification</strong>: have inaccurate or incomplete data corrected.</li>
          <li><strong>Erasure</strong>: have your data deleted.</li>
          <li><strong>Restriction</strong>: ask us to limit how we use your data while a concern is looked into.</li>
          <li><strong>Portability</strong>: receive your data in a structured, machine-readable format.</li>
          <li><strong>Objection</strong>: object to our use of your data where we rely on our legitimate interests.</li>
          <li>
            <strong>Complain</strong> to the Data Protection Commission, Ireland&apos;s data protection authority, at{' '}
            <a href="https://www.dataprotection.ie/" className={TEXT_LINK} {...EXTERNAL_LINK_PROPS}>
              dataprotection.ie
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            . We would appreciate the chance to put things right first.
          </li>
        </ul>
        <p>We answer requests within one month. We may ask you to confirm your identity before we act on a request.</p>
      </LegalSection>

      <LegalSection id="export-or-delete" title="How to download or delete your data">
        <p>
          When you are signed in, go to <strong>Settings → Data and privacy</strong>. There you can download all your data as a JSON file, and
          delete your account. Deleting your account cannot be undone: your account, learning data, purchase records and messages are all
          deleted at once.
        </p>
        <p>
          You can also ask us to do this for you, or exercise any of the rights above, through the contact form on our{' '}
          <Link to="/support" className={TEXT_LINK}>
            Help and Support
          </Link>{' '}
          page. Please write from the email address on your account.
        </p>
      </LegalSection>

      <LegalSection id="cookies" title="Cookies">
        <p>
          We use one essential cookie to keep you signed in, and no tracking or analytics cookies. Our{' '}
          <Link to="/cookies" className={TEXT_LINK}>
            Cookie Policy
          </Link>{' '}
          gives the details.
        </p>
      </LegalSection>

      <LegalSection id="children" title="Children">
        <p>The course is meant for adults preparing for an SPSV licence. It is not aimed at children, and we do not knowingly collect their data.</p>
      </LegalSection>

      <LegalSection id="changes" title="Changes to this policy">
        <p>
          If we change this policy, we update the date at the top of this page. If a change affects how we use data you have already given us,
          we will tell you by email before it takes effect.
        </p>
      </LegalSection>
    </LegalLayout>
  );
}
