import { formatPrice, PLANS } from '#shared/plans.ts';
import { LegalSection } from './legal-layout.tsx';

/** Plans, billing and the money-back guarantee; figures come from PLANS (DESIGN.md §7). */
export function TermsPlansSection() {
  return (
    <>
      <LegalSection id="plans-and-payment" title="Plans and payment">
        <p>Each plan gives you full access to the course for your vehicle type for a fixed number of days:</p>
        <ul>
          {PLANS.map((plan) => (
            <li key={plan.key}>{`${plan.name}: ${formatPrice(plan.priceCents)} for ${plan.durationDays} days`}</li>
          ))}
        </ul>
        <ul>
          <li>Access starts when your payment is confirmed and ends after the stated number of days.</li>
          <li>Prices are in euro and include 23% VAT.</li>
          <li>
            <strong>You are billed once.</strong> A plan is a single payment, not a subscription, and it never renews automatically.
          </li>
          <li>If you buy a plan while another is still active, your access is extended.</li>
          <li>When your access ends, the course and practice tests lock, but your account and progress stay until you delete them.</li>
          <li>Card payments are handled by our payment provider. We never see or store your card details.</li>
        </ul>
      </LegalSection>

      <LegalSection id="money-back-guarantee" title="14-day money-back guarantee">
        <p>
          If you are not happy with the course, ask for a refund within 14 days of your purchase using the contact form on our Help and Support
          page. You do not need to give a reason. We refund the full amount to the card you paid with, within 14 days of your request, and your
          access to that plan ends.
        </p>
        <p>This guarantee applies even after you have started using the course, and it is in addition to your rights under Irish consumer law.</p>
      </LegalSection>
    </>
  );
}
