import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { scrollToSection } from '#client/lib/section-link.ts';

/** The landing page; its sections are filled in by the public-site work (issue 4). */
export function HomePage() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) scrollToSection(hash.slice(1));
  }, [hash]);

  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-20">
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-brand-800 sm:text-5xl">
            Ireland&apos;s leading SPSV training platform
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-slate-700">
            Prepare for your taxi, hackney or limousine licence with a course that follows the official SPSV manual,
            timed practice tests and county area-knowledge tests.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link to="/register">Start learning</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/pricing">View plans</Link>
            </Button>
          </div>
        </div>
      </section>
      {(['features', 'training', 'pricing', 'about', 'contact'] as const).map((id) => (
        <section key={id} id={id} tabIndex={-1} aria-labelledby={`${id}-heading`} className="mx-auto max-w-6xl px-4 py-16 focus:outline-none">
          <h2 id={`${id}-heading`} className="text-3xl font-bold capitalize text-slate-900">{id}</h2>
        </section>
      ))}
    </>
  );
}
