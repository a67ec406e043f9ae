import { EXTRAS, MANUAL_REFS } from '#shared/fares-data.ts';
import { childrenCents, euro } from '#shared/fares.ts';
import { withOptions, type Drill, type OptionDrill } from './drill-types.ts';
import type { Random } from '../../lib/seeded-random.ts';

/**
 * "May the driver add …?" and "What must the receipt show?" (issue 33): situations from the
 * manual's chapter 7, each with three answers a half-prepared learner might choose.
 */

const BOOKING = EXTRAS.bookingFeeCents.value;
const ADULT = EXTRAS.extraAdultCents.value;
const SOILING_CAP = EXTRAS.soilingCapCents.value;
const UNDER = EXTRAS.children.value.underAge;
const yesCents = (cents: number) => (cents === 0 ? 'No' : `Yes, ${euro(cents)}`);
const NO_BOOKING = [`A booking fee (${euro(BOOKING)}) is only for a taxi booked in advance.`, 'It does not apply to a street hail, or a hire at a rank, an airport or another transport station.'];

const EXTRA_TEMPLATES: ((rng: Random) => OptionDrill)[] = [
  (rng) => ({
    prompt: 'May the driver add a booking fee?',
    details: [rng.pick(['A passenger hails your taxi on the street.', 'A passenger takes your taxi at a taxi rank.', 'A passenger takes your taxi at the airport rank.'])],
    right: 'No',
    wrong: [yesCents(BOOKING), yesCents(BOOKING - 100), yesCents(100)],
    steps: NO_BOOKING,
    reference: MANUAL_REFS.bookingFee,
  }),
  (rng) => ({
    prompt: 'May the driver add a booking fee?',
    details: [rng.pick(['A customer booked your taxi by phone for 7 am.', 'A customer booked your taxi in an app an hour ago.'])],
    right: yesCents(BOOKING),
    wrong: ['No', yesCents(BOOKING - 100), yesCents(BOOKING + 200)],
    steps: [`A taxi booked in advance may charge a booking fee of ${euro(BOOKING)}.`, 'The booking fee is recorded on the meter.'],
    reference: MANUAL_REFS.extras,
  }),
  (rng) => {
    const adults = rng.int(2, 5);
    const cents = (adults - 1) * ADULT;
    return {
      prompt: 'May the driver add a charge for the extra passengers?',
      details: [`${adults} adults travel together.`],
      right: yesCents(cents),
      wrong: ['No', yesCents(adults * ADULT), yesCents(cents * 2), yesCents(cents + ADULT * 2)],
      steps: [`${euro(ADULT)} for each adult after the first.`, `${adults} adults: ${adults - 1} extra × ${euro(ADULT)} = ${euro(cents)}, recorded on the meter.`],
      reference: MANUAL_REFS.extras,
    };
  },
  (rng) => {
    const children = rng.int(1, EXTRAS.maxPassengers.value - 1);
    const cents = childrenCents(children);
    return {
      prompt: 'May the driver add a charge for the children?',
      details: [`One adult travels with ${children} child${children === 1 ? '' : 'ren'} under ${UNDER}.`],
      right: yesCents(cents),
      wrong: ['No', yesCents(children * 100), yesCents(Math.max(100, (children - 1) * 100)), yesCents(cents + 100), yesCents(cents + 200), yesCents(cents + 300)],
      steps: [`The first child under ${UNDER} travels free.`, `After that, ${euro(EXTRAS.children.value.groupCents)} for every two children: 2–3 children ${euro(childrenCents(2))}, 4–5 ${euro(childrenCents(4))}, 6–7 ${euro(childrenCents(6))}.`, `${children} child${children === 1 ? '' : 'ren'}: ${cents === 0 ? 'no charge' : euro(cents)}.`],
      reference: MANUAL_REFS.extras,
    };
  },
  (rng) => ({
    prompt: 'May the driver add a charge for this?',
    details: [rng.pick(['A passenger has two large suitcases for the boot.', 'A passenger travels with an assistance dog.', "A passenger's folded wheelchair goes in the boot.", 'A passenger travels with a guide dog.'])],
    right: 'No',
    wrong: [`Yes, ${euro(100)} for each`, `Yes, ${euro(200)}`, 'Yes, the cost of cleaning the car after'],
    steps: ['No extra charge may be added for luggage, assistance or guide dogs, or mobility aids.'],
    reference: MANUAL_REFS.noExtras,
  }),
  (rng) => ({
    prompt: 'May the driver add a charge for paying by card?',
    details: [`The meter shows ${euro(rng.int(8, 40) * 100 + rng.pick([0, 20, 40, 60, 80]))} and the passenger pays by card.`],
    right: 'No',
    wrong: ['Yes, up to 5%', `Yes, ${euro(100)}`, `Only when the fare is under ${euro(1000)}`],
    steps: ['There is no extra charge for paying by card.', 'There is no minimum fare for paying by card either.'],
    reference: MANUAL_REFS.card,
  }),
  (rng) => {
    const toll = rng.pick([190, 210, 260, 310]);
    return {
      prompt: 'May the driver add the toll to the fare?',
      details: [`The passenger chose a route with a ${euro(toll)} toll.`],
      right: `Yes, the toll: ${euro(toll)}`,
      wrong: ['No: tolls are part of the fare', `Yes, the toll plus ${euro(BOOKING)}`, `Yes, double the toll: ${euro(toll * 2)}`],
      steps: ['Passengers may choose the route, even when you disagree.', 'If they choose a route with a toll, you may add the toll, and it must be shown on the receipt.'],
      reference: MANUAL_REFS.tolls,
    };
  },
  (rng) => {
    const cost = rng.pick([4500, 9000, 12_000, 18_000, 25_000]);
    const right = cost > SOILING_CAP ? `Yes, ${euro(SOILING_CAP)}: the most allowed` : `Yes, the actual cost: ${euro(cost)}`;
    return {
      prompt: 'May the driver add a charge for the cleaning?',
      details: [`A passenger was sick in the taxi. Cleaning will cost ${euro(cost)}.`],
      right,
      wrong: ['No', cost > SOILING_CAP ? `Yes, the full ${euro(cost)}` : `Yes, ${euro(SOILING_CAP)} whatever the cost`, `Yes, ${euro(cost)} plus ${euro(BOOKING)}`, `Yes, ${euro(Math.round(cost / 2))}`],
      steps: [`For soiling or damage you may charge the actual cost of cleaning or repair, up to ${euro(SOILING_CAP)}.`, 'If the cost is lower, charge only the actual cost.'],
      reference: MANUAL_REFS.extras,
    };
  },
  (rng) => {
    const late = rng.int(3, 9);
    return {
      prompt: `May the meter charge for the ${late} minutes?`,
      details: [`You arrive at the agreed time for a pre-booked trip. The passenger comes out ${late} minutes late.`],
      right: 'Yes, as waiting time on the meter',
      wrong: ['No, waiting before the trip is free', `Yes, a late fee of ${euro(BOOKING)}`, 'Only if the passenger agreed first'],
      steps: ['A pre-booked trip starts when you meet the passenger at the agreed time; you may start the meter when you arrive at the right place at the right time.', 'Delays by the passenger are charged as waiting time.'],
      reference: MANUAL_REFS.meterStart,
    };
  },
  (rng) => {
    const minutes = rng.pick([5, 10, 15]);
    return {
      prompt: 'When may you start the meter?',
      details: [`A customer booked your taxi for 9:00. You arrive at the right place ${minutes} minutes early.`],
      right: 'At 9:00, the agreed time',
      wrong: ['As soon as you arrive', 'When you set off to collect them', 'When the customer gets in, whatever the time'],
      steps: ['A pre-booked trip starts when you meet the passenger at the agreed time.', 'Start the meter when you arrive at the right place at the right time, not earlier.'],
      reference: MANUAL_REFS.meterStart,
    };
  },
  () => ({
    prompt: 'When may you start the meter?',
    details: ['A passenger hails you on the street. You agree to take them, then help with their bags.'],
    right: 'As soon as you agree to take them',
    wrong: ['Only when the bags are in the boot', 'Only when you drive off', 'Only after 500 m'],
    steps: ['An ad hoc trip (a rank or street hail) starts when you agree to take the passenger.', 'You may start the meter then, for example before helping with bags.'],
    reference: MANUAL_REFS.meterStart,
  }),
];

const RECEIPT_TEMPLATES: ((rng: Random) => OptionDrill)[] = [
  (rng) => {
    const toll = rng.pick([190, 210, 260, 310]);
    return {
      prompt: 'What must the receipt show?',
      details: [`The passenger chose a route with a ${euro(toll)} toll, and you add the toll to the fare.`],
      right: 'The toll amount',
      wrong: ["The passenger's name", 'The route you would have taken', 'Nothing more: the meter total is enough'],
      steps: ['If a passenger chooses a route with a toll, you may add the toll to the fare.', 'The toll must be shown on the receipt.'],
      reference: MANUAL_REFS.tolls,
    };
  },
  (rng) => {
    const fare = rng.int(14, 30) * 100 + rng.pick([20, 40, 60, 80]);
    return {
      prompt: 'What should you do about the receipt?',
      details: [`The meter shows ${euro(fare)}. You give a regular customer a discount and charge ${euro(Math.floor(fare / 100) * 100 - 100)}.`],
      right: 'Write the discount on the printed receipt',
      wrong: ['Give no receipt for a discounted fare', 'Write a new receipt by hand', 'Ask the customer to sign the receipt'],
      steps: ['You may charge less than the meter shows, as a discount.', 'If you give a discount, write it on the receipt. You may never charge more than the meter plus valid extras.'],
      reference: MANUAL_REFS.discounts,
    };
  },
  (rng) => {
    const agreed = rng.int(15, 30) * 100;
    return {
      prompt: 'What should the printed receipt show?',
      details: [`You agreed a fare of ${euro(agreed)} before the trip. At the end the meter shows ${euro(agreed + rng.int(2, 6) * 100 + 40)}, and you charge the agreed ${euro(agreed)}.`],
      right: 'The reason the passenger paid a different amount',
      wrong: ['Only the amount on the meter', 'The passenger’s signature', 'Nothing: agreed fares need no receipt'],
      steps: ['If the agreed fare is less than the meter shows, charge only the agreed fare.', 'If a customer pays more or less than the meter shows, write the reason on the printed receipt.'],
      reference: MANUAL_REFS.receipts,
    };
  },
  () => ({
    prompt: 'What kind of receipt must a taxi driver offer?',
    details: ['A taxi trip has ended and the passenger has paid.'],
    right: 'A receipt printed from the taximeter',
    wrong: ['A handwritten receipt', 'The card machine slip', 'An email receipt sent later'],
    steps: ['Offer every customer a printed receipt from the taximeter.', 'It cannot be handwritten.'],
    reference: MANUAL_REFS.receipts,
  }),
  () => ({
    prompt: 'When must a taxi driver offer a receipt?',
    details: [],
    right: 'At the end of every journey',
    wrong: ['Only when the passenger asks', 'Only for card payments', `Only for fares over ${euro(2000)}`],
    steps: ['A taxi driver must be able to print a receipt from the printer attached to the meter.', 'They must offer it to the customer at the end of every journey.'],
    reference: MANUAL_REFS.receipts,
  }),
  () => ({
    prompt: 'Which receipt must the driver make available?',
    details: ['You drive a hackney. A pre-booked trip has ended.'],
    right: 'A written receipt',
    wrong: ['A receipt printed from a taximeter', 'None: the fare was agreed in advance', 'Only the booking document'],
    steps: ['Hackneys and limousines are pre-booked with the fare agreed before the journey.', 'At the end of each trip the driver must make a written receipt available.'],
    reference: MANUAL_REFS.hackneyReceipts,
  }),
  (rng) => ({
    prompt: 'Must you still offer the printed receipt from the meter?',
    details: [`The passenger paid ${euro(rng.int(10, 35) * 100 + 60)} by card and has the card machine slip.`],
    right: 'Yes: offer every customer the printed meter receipt',
    wrong: ['No: the card slip is the receipt', 'Only if the passenger asks twice', 'No: card payments need no receipt'],
    steps: ['Offer every customer a printed receipt from the taximeter, however they pay.'],
    reference: MANUAL_REFS.receipts,
  }),
];

export const EXTRA_TEMPLATE_COUNT = EXTRA_TEMPLATES.length;
export const RECEIPT_TEMPLATE_COUNT = RECEIPT_TEMPLATES.length;

export function extraDrill(rng: Random, template: number): Drill {
  const make = EXTRA_TEMPLATES[template % EXTRA_TEMPLATES.length] ?? EXTRA_TEMPLATES[0];
  if (!make) throw new Error('no extra templates');
  return withOptions('extra', rng, make(rng));
}

export function receiptDrill(rng: Random, template: number): Drill {
  const make = RECEIPT_TEMPLATES[template % RECEIPT_TEMPLATES.length] ?? RECEIPT_TEMPLATES[0];
  if (!make) throw new Error('no receipt templates');
  return withOptions('receipt', rng, make(rng));
}
