import { formatPrice, PLANS } from '#shared/plans.ts';
import { PASS_PERCENT } from '#shared/scoring.ts';
import { VEHICLE_TYPES } from '#shared/vehicle-types.ts';

export interface FaqItem {
  question: string;
  /** Paragraphs of the answer. */
  answer: readonly string[];
}

function joinWithAnd(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Prices come only from PLANS (DESIGN.md §7, §12); test figures from facts/spsv-facts.md, not the spec's older ones. */
const PLAN_SUMMARY = joinWithAnd(PLANS.map((plan) => `${plan.name} at ${formatPrice(plan.priceCents)} for ${plan.durationDays} days`));
const VEHICLE_SUMMARY = joinWithAnd(VEHICLE_TYPES.map((type) => type.name.toLowerCase()));

export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    question: 'What is the SPSV Entry Test?',
    answer: [
      'The SPSV Driver Entry Test is the test every new taxi, hackney and limousine driver must pass before applying for an SPSV driver licence. It has two modules: Industry Knowledge, and Area Knowledge for the county where you want to work.',
      'You need 75% in each module; the NTA reduced the pass mark from 80%. The test fee is €90. If you pass one module but not the other, the pass stands for one year and you only retake the module you failed. Check the current details with the NTA when you book.',
    ],
  },
  {
    question: 'How much does SPSV Prep cost?',
    answer: [
      `There are three plans: ${PLAN_SUMMARY}. Every plan unlocks the full course for your vehicle type.`,
      'Prices include 23% VAT. You pay once: there is no subscription and nothing renews automatically.',
    ],
  },
  {
    question: 'What happens when my plan ends?',
    answer: [
      'Your account, progress and test history stay, but the course and practice tests lock again. Buy any plan to carry on. If you buy while a plan is still active, your access is extended.',
    ],
  },
  {
    question: 'Is SPSV Prep the official NTA course?',
    answer: [
      'No. SPSV Prep is an independent course and is not affiliated with the National Transport Authority. It is built on the official SPSV manual and public NTA information, and it links to the official sites for bookings and applications.',
    ],
  },
  {
    question: 'Which vehicle types does the course cover?',
    answer: [
      `All six SPSV categories: ${VEHICLE_SUMMARY}. Choose yours when you sign up and the course adds the material for that vehicle. You can change it later in Settings.`,
    ],
  },
  {
    question: 'How do the practice tests compare with the real test?',
    answer: [
      'The Entry Test simulator runs like the real test: Industry Knowledge, 54 questions in 54 minutes, then Area Knowledge for your county, 36 questions in 36 minutes, each marked against 75%. You can flag, skip and review before you end a part.',
      `The practice sets are timed and drawn at random from our question banks, with an explanation for every answer. They ask for ${PASS_PERCENT}%, deliberately stricter than the official 75%, so a pass in practice gives you a margin on the day.`,
    ],
  },
  {
    question: 'Can I try the course before I pay?',
    answer: [
      'Yes. The free sample at /taster has a page of the course and ten sample questions, marked with the right answer, why, and the source. You do not need an account. The sample questions are a set of their own, not taken from the paid question banks.',
    ],
  },
  {
    question: 'I want a local area hackney licence. Is the course for me?',
    answer: [
      'Local area hackney driver applicants do not sit the SPSV Entry Test. With a plan you get the twelve modules, the licence checklists and the local area hackney rules; the Entry Test simulator, test tracker and readiness figures are not shown to you, because you do not need them.',
    ],
  },
  {
    question: 'Can I get a refund?',
    answer: [
      'Yes. Every plan has a 14-day money-back guarantee. Contact us within 14 days of your purchase and we will refund the full amount to the card you paid with.',
    ],
  },
  {
    question: 'Can I study on my phone?',
    answer: [
      'Yes. SPSV Prep works in any modern web browser on phones, tablets and computers, and you can install it on your phone from the browser menu ("Add to Home screen") so it opens like an app.',
      'Pages you have opened and your reviews work without a signal; answers given offline are sent when you are back online. Your progress is saved to your account, so you can switch devices at any time. Timed tests and the simulator need a connection.',
    ],
  },
];
