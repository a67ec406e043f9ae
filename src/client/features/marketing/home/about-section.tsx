import { BadgeCheck, MapPin, RotateCcw } from 'lucide-react';
import { HomeSection } from './home-section.tsx';
import { IconPoint } from '../icon-point.tsx';

const VALUES = [
  { icon: MapPin, title: 'Written for Ireland', text: 'Irish licensing, Irish fares and Irish counties, from the official SPSV manual and public NTA information.' },
  { icon: RotateCcw, title: 'Kept up to date', text: 'When the rules change, such as the Entry Test pass mark moving from 80% to 75%, we update the course.' },
  { icon: BadgeCheck, title: 'Straightforward', text: 'One payment, no subscription and a 14-day money-back guarantee if the course is not for you.' },
] as const;

export function AboutSection() {
  return (
    <HomeSection id="about" tone="tint" title="About SPSV Prep">
      <div className="grid gap-10 lg:grid-cols-2">
        <div className="space-y-4 text-lg text-slate-700">
          <p>
            SPSV Prep is an independent online course for people in Ireland who want to drive a taxi, hackney, limousine or wheelchair
            accessible vehicle. We turn the official SPSV manual into short, plain-English lessons and pair them with practice tests, so you can
            study around work and family and go into the Entry Test prepared.
          </p>
          <p>
            We are not part of, or endorsed by, the National Transport Authority or An Garda Síochána. The NTA oversees the Entry Test and
            SPSV licensing, and its rules are the final word: we point you to it wherever a figure may change.
          </p>
        </div>
        <ul className="grid gap-4">
          {VALUES.map((point) => (
              <IconPoint key={point.title} point={point} className="rounded-xl border border-slate-200 bg-white p-5" />
            ))}
        </ul>
      </div>
    </HomeSection>
  );
}
