import { Link } from 'react-router-dom';
import { Button } from '#client/components/ui/button.tsx';
import { scrollToSection } from '#client/lib/home-sections.ts';

/** Closing call to action; View Plans scrolls to the pricing section (spec §2). */
export function CtaSection() {
  return (
    <section id="get-started" tabIndex={-1} aria-labelledby="get-started-heading" className="bg-brand-800 py-16 text-white focus:outline-none sm:py-20">
      <div className="mx-auto max-w-4xl px-4 text-center">
        <h2 id="get-started-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
          Ready to start your SPSV journey?
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">
          Pick a plan, choose your vehicle type and start the first module today. One payment, no subscription.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button size="lg" variant="accent" className="focus-visible:outline-accent-400" onClick={() => scrollToSection('pricing')}>
            View Plans
          </Button>
          <Button asChild size="lg" variant="outline" className="focus-visible:outline-accent-400">
            <Link to="/register">Create Account</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
