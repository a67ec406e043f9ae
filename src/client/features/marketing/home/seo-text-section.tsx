import { formatPrice, PLANS } from '#shared/plans.ts';
import { PASS_PERCENT } from '#shared/scoring.ts';
import { HomeSection } from './home-section.tsx';

const LOWEST_PRICE = formatPrice(Math.min(...PLANS.map((plan) => plan.priceCents)));

/** Plain, crawlable text about the SPSV test (spec §2 "search-engine text block"); figures from facts/spsv-facts.md. */
export function SeoTextSection() {
  return (
    <HomeSection id="spsv-test-preparation" title="SPSV test preparation in Ireland">
      <div className="max-w-3xl space-y-4 text-slate-700">
        <p>
          Every new taxi, hackney and limousine driver in Ireland must pass the SPSV Driver Entry Test before applying for a small public
          service vehicle driver licence. The test has two modules: Industry Knowledge, which covers licensing, fares, customer service, safety
          and running an SPSV business, and Area Knowledge for the county where you plan to work. You need 75% in each module (the National
          Transport Authority reduced the pass mark from 80%), and the test fee is €90. Local area hackney applicants do not sit the Entry Test.
        </p>
        <p>
          SPSV Prep is an online SPSV course built on the official SPSV manual. Study the twelve modules on your phone or computer, sit an Entry
          Test simulator timed like the real test, and prepare for the Area Knowledge test of any of the 26 counties, each with its own question
          bank. Our practice sets ask for {PASS_PERCENT}%, stricter than the real test, so you walk into the test centre with a margin to spare. The course also explains the rest of the licence process: Garda vetting, tax clearance, the
          €250 driver licence fee, the NCT and vehicle licensing for taxis, hackneys, limousines and wheelchair accessible vehicles. Plans start
          at {LOWEST_PRICE}, paid once.
        </p>
      </div>
    </HomeSection>
  );
}
