import { Link } from 'react-router-dom';
import { usePageMeta } from '#client/lib/page-meta.ts';
import { EXTERNAL_LINK_PROPS, TEXT_LINK } from '../link-styles.ts';
import { LegalLayout, LegalSection } from './legal-layout.tsx';
import { TermsPlansSection } from './terms-plans-section.tsx';

export function TermsPage() {
  usePageMeta({
    title: 'Terms of Service',
    description: 'The terms for using SPSV Prep: what the course is, plans billed once, the 14-day money-back guarantee, acceptable use and Irish law.',
    path: '/terms',
  });

  return (
    <LegalLayout
      title="Terms of Service"
      intro={
        <p>
          These terms apply when you create an SPSV Prep account or buy a plan. Please read them with our{' '}
          <Link to="/privacy" className={TEXT_LINK}>
            Privacy Policy
          </Link>
          . Nothing in them affects your statutory rights as a consumer.
        </p>
      }
    >
      <LegalSection id="the-course" title="What the course is">
        <p>
          SPSV Prep is study material to help you prepare for the SPSV Driver Entry Test and for licensing as a taxi, hackney, limousine or
          wheelchair accessible vehicle driver in Ireland.
        </p>
        <ul>
          <li>
            SPSV Prep is independent. It is <strong>not affiliated with, or endorsed by, the National Transport Authority (NTA)</strong> or An
            Garda Síochána.
          </li>
          <li>We do not book tests, process licence applications or issue licences.</li>
          <li>We cannot promise that you will pass the Entry Test or be granted a licence.</li>
        </ul>
      </LegalSection>

      <LegalSection id="rules-change" title="Licence rules change">
        <p>
          Licence requirements, fees and the format of the Entry Test change from time to time. We update the course when they do, but the
          NTA&apos;s official information always comes first. Check the current rules with the{' '}
          <a href="https://www.nationaltransport.ie/" className={TEXT_LINK} {...EXTERNAL_LINK_PROPS}>
            NTA
            <span className="sr-only"> (opens in a new tab)</span>
          </a>{' '}
          before you apply, book a test or pay a fee.
        </p>
      </LegalSection>

      <LegalSection id="your-account" title="Your account">
        <ul>
          <li>Give accurate details, and keep your email address up to date so we can reach you.</li>
          <li>Your account is for you alone. Keep your password secret and tell us straight away if you think someone else has used it.</li>
          <li>You must be 18 or over to buy a plan.</li>
        </ul>
      </LegalSection>

      <TermsPlansSection />

      <LegalSection id="acceptable-use" title="Acceptable use">
        <p>When you use SPSV Prep, you agree not to:</p>
        <ul>
          <li>share your login, or sell or give access to your account to anyone else;</li>
          <li>copy, publish or pass on the course text, questions or answers, in whole or in part;</li>
          <li>use scripts, scrapers or other automated means to download content or take tests;</li>
          <li>try to get around payment or security measures, or disrupt the service for others;</li>
          <li>use the contact form to send spam, abuse or anything unlawful.</li>
        </ul>
        <p>If you break these rules, we may suspend or close your account. We will tell you why.</p>
      </LegalSection>

      <LegalSection id="our-content" title="Our content">
        <p>
          The course text, questions, explanations and illustrations belong to SPSV Prep. While your plan is active you may use them for your
          own study. The official SPSV manual belongs to the NTA; we link to it rather than copy it.
        </p>
      </LegalSection>

      <LegalSection id="availability-and-liability" title="Availability and liability">
        <p>
          We aim to keep SPSV Prep available at all times, but we may need to pause it for maintenance. If the course is unavailable for a long
          time during your plan, contact us and we will put it right.
        </p>
        <p>
          We take care to keep the course accurate, but it is not official guidance. We are not responsible for decisions made by the NTA or An
          Garda Síochána, or for loss caused by relying on information that has since changed. Otherwise our total liability to you is limited to
          the amount you paid us in the previous 12 months. Nothing in these terms limits liability for death or personal injury caused by
          negligence, for fraud, or for anything else that cannot be limited under Irish law.
        </p>
      </LegalSection>

      <LegalSection id="ending" title="Ending your account">
        <p>
          You can delete your account at any time in <strong>Settings → Data and privacy</strong>. Deleting your account ends your access; it
          does not by itself refund a plan, but the money-back guarantee above still applies within its 14 days.
        </p>
      </LegalSection>

      <LegalSection id="changes-and-law" title="Changes and governing law">
        <p>
          If we change these terms, we update the date at the top of this page and tell you by email about significant changes. Changes never
          reduce the access you have already paid for.
        </p>
        <p>
          These terms are governed by the laws of Ireland, and the Irish courts can hear any dispute. If you live elsewhere in the European
          Union, you keep the protection of your own country&apos;s consumer law and may bring a claim there.
        </p>
        <p>
          Questions about these terms? Use the contact form on our{' '}
          <Link to="/support" className={TEXT_LINK}>
            Help and Support
          </Link>{' '}
          page.
        </p>
      </LegalSection>
    </LegalLayout>
  );
}
