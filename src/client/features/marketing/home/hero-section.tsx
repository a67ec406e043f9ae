import { Check } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '#client/components/ui/button.tsx';

const HIGHLIGHTS = ['12 course modules', 'Timed practice tests and a full mock exam', 'Pay once, no subscription'] as const;

export function HeroSection() {
  return (
    <section aria-labelledby="hero-heading" className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:py-20 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Taxi · Hackney · Limousine · Wheelchair accessible</p>
          <h1 id="hero-heading" className="mt-3 text-4xl font-bold tracking-tight text-brand-800 sm:text-5xl">
            Ireland&apos;s leading SPSV training platform
          </h1>
          <p className="mt-6 max-w-xl text-lg text-slate-700">
            Prepare for the SPSV Entry Test and your small public service vehicle licence with a plain-English course built on the official
            SPSV manual, timed practice tests and county area-knowledge tests. Study on your phone or computer, at your own pace.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link to="/register">Start Learning</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/pricing">View Pricing</Link>
            </Button>
          </div>
          <ul className="mt-8 flex flex-col gap-2 text-slate-700 sm:flex-row sm:flex-wrap sm:gap-x-6">
            {HIGHLIGHTS.map((text) => (
              <li key={text} className="flex items-center gap-2">
                <Check aria-hidden className="h-5 w-5 shrink-0 text-brand-700" />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <img src="/images/hero.svg" alt="" width={480} height={360} fetchPriority="high" className="mx-auto h-auto w-full max-w-lg" />
      </div>
    </section>
  );
}
