import { Check } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '#client/components/ui/button.tsx';

/** Only what the course does (issue 32 §7): no ranking we cannot show, no test format that is not the real one. */
const HIGHLIGHTS = ['An Entry Test simulator timed like the real test', 'Area Knowledge for all 26 counties', 'Pay once, no subscription'] as const;

export function HeroSection() {
  return (
    <section aria-labelledby="hero-heading" className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:py-20 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Taxi · Hackney · Limousine · Wheelchair accessible</p>
          <h1 id="hero-heading" className="mt-3 text-4xl font-bold tracking-tight text-brand-800 sm:text-5xl">
            Pass the SPSV Entry Test, studying on your phone
          </h1>
          <p className="mt-6 max-w-xl text-lg text-slate-700">
            A plain-English course built on the official SPSV manual, with a simulator that runs like the real Entry Test, reviews that bring back what
            you miss, and a readiness figure that tells you when to book. Read or listen on your phone, even without a signal.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link to="/register">Start Learning</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/taster">Try it free</Link>
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
