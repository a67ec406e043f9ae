import { BriefcaseBusiness, Languages, MapPinned } from 'lucide-react';
import { HomeSection } from './home-section.tsx';

/**
 * The spec's testimonials slot (spec §2, item 8). We have no reviews we can show yet, and made-up
 * quotes would mislead (issue 32 §7), so the section says plainly what the course offers the
 * learners it is built for. Real reviews, with the reviewer's consent, may replace it later.
 */
const FOR_YOU = [
  {
    icon: Languages,
    title: 'If English is not your first language',
    text: 'Short, plain sentences, a glossary of the words the test uses, and read-aloud for every page, question and explanation, at a speed you choose.',
  },
  {
    icon: BriefcaseBusiness,
    title: 'If you study between jobs',
    text: 'Ten minutes on your phone is enough for a few pages and a round of review. Pages you have opened keep working without a signal.',
  },
  {
    icon: MapPinned,
    title: 'If your test is coming up',
    text: 'Sit the Entry Test simulator for your own county, see your chance of passing each part, and drill the questions you got wrong.',
  },
] as const;

export function TestimonialsSection() {
  return (
    <HomeSection
      id="testimonials"
      title="Made for the way you study"
      intro="We do not show reviews we cannot stand behind. Here is what the course gives each kind of learner instead."
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {FOR_YOU.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-brand-700 text-white">
              <Icon aria-hidden className="h-6 w-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
            <p className="mt-2 text-slate-800">{text}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
