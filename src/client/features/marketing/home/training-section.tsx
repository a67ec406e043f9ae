import { HomeSection } from './home-section.tsx';

/** Home page training cards; module counts are the spec's figures (spec §9). */
const TRAINING_CARDS = [
  {
    title: 'Taxi Training',
    description: 'The full course for taxi drivers: licensing, fares and the taximeter, customer service, area knowledge and running your business.',
    image: '/images/training-taxi.svg',
    alt: 'A green taxi with a yellow roof sign on the road',
    moduleCount: 12,
  },
  {
    title: 'Hackney Training',
    description: 'Pre-booked work without a taximeter: hackney licensing, bookings, written receipts and building regular customers.',
    image: '/images/training-hackney.svg',
    alt: 'An unmarked car beside a phone showing a confirmed booking',
    moduleCount: 10,
  },
  {
    title: 'Limousine Training',
    description: 'Chauffeur standards, event and corporate bookings, limousine vehicle rules and the licence fees that apply.',
    image: '/images/training-limousine.svg',
    alt: 'A black stretch limousine',
    moduleCount: 8,
  },
  {
    title: 'Wheelchair Accessible Training',
    description: 'Ramps and restraints, safe loading, disability awareness and the extra rules for wheelchair accessible taxis and hackneys.',
    image: '/images/training-wheelchair-accessible.svg',
    alt: 'A wheelchair accessible van with its rear ramp lowered',
    moduleCount: 14,
  },
  {
    title: 'Vehicle Requirements',
    description: 'NCT, SPSV insurance, suitability inspections, vehicle age limits and the approved model list.',
    image: '/images/training-vehicle-requirements.svg',
    alt: 'A clipboard checklist with ticked boxes and a spanner',
    moduleCount: 6,
  },
  {
    title: 'Test Preparation',
    description: 'The Entry Test simulator, timed practice sets, your county’s area knowledge and what to expect on test day.',
    image: '/images/training-test-preparation.svg',
    alt: 'A multiple-choice test paper and a stopwatch',
    moduleCount: 15,
  },
] as const;

export function TrainingSection() {
  return (
    <HomeSection
      id="training"
      title="Training for every SPSV licence"
      intro="Choose your vehicle type when you sign up and the course adds the material that matters for your licence."
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {TRAINING_CARDS.map((card) => (
          <li key={card.title} className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
            <img src={card.image} alt={card.alt} width={320} height={180} loading="lazy" decoding="async" className="h-auto w-full" />
            <div className="flex flex-1 flex-col p-6">
              <h3 className="text-lg font-semibold text-slate-900">{card.title}</h3>
              <p className="mt-2 flex-1 text-slate-700">{card.description}</p>
              <p className="mt-4 text-sm font-semibold text-brand-700">{card.moduleCount} modules</p>
            </div>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
