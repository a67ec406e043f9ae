import { HomeSection } from './home-section.tsx';
import { StarRating } from './star-rating.tsx';

/** Sample data (spec §2, §3): illustrative only, not reviews from real customers. */
const SAMPLE_TESTIMONIALS = [
  {
    rating: 5,
    quote: 'The county tests were exactly what I needed. I went into the Area Knowledge module knowing the main routes, hospitals and landmarks.',
    initials: 'DO',
    name: 'Declan O.',
    role: 'Taxi driver, Cork',
  },
  {
    rating: 4.5,
    quote: 'Short, plain-English pages I could read on my phone between jobs, and the checklist kept my licence paperwork on track.',
    initials: 'AK',
    name: 'Aisling K.',
    role: 'Hackney operator, Galway',
  },
  {
    rating: 4,
    quote: 'The full mock exam showed me where I was weak. Practising at a stricter pass mark gave me confidence on the day.',
    initials: 'TW',
    name: 'Tomasz W.',
    role: 'Limousine chauffeur, Dublin',
  },
] as const;

export function TestimonialsSection() {
  return (
    <HomeSection
      id="testimonials"
      title="Sample testimonials"
      intro="These are illustrative examples that show the kind of feedback we aim for. They are sample data, not reviews from real customers."
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {SAMPLE_TESTIMONIALS.map((t) => (
          <li key={t.name}>
            <figure className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <StarRating rating={t.rating} />
              <blockquote className="mt-4 flex-1 text-slate-800">
                <p>&ldquo;{t.quote}&rdquo;</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <span aria-hidden className="flex h-11 w-11 items-center justify-center rounded-full bg-brand-700 font-semibold text-white">
                  {t.initials}
                </span>
                <span>
                  <span className="block font-semibold text-slate-900">{t.name}</span>
                  <span className="block text-sm text-slate-700">{t.role} (sample)</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
