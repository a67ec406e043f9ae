import { Link } from 'react-router-dom';
import { BRAND } from '#shared/brand.ts';
import { SectionLink } from './section-link.tsx';

const QUICK_LINKS = [
  { section: 'home', label: 'Home' },
  { section: 'features', label: 'Features' },
  { section: 'training', label: 'Training' },
  { section: 'pricing', label: 'Pricing' },
  { section: 'about', label: 'About' },
] as const;

/** Where the NTA publishes the official SPSV manual (see RESOURCES). */
export const OFFICIAL_MANUAL_URL = 'https://www.nationaltransport.ie/taxi-and-bus-licensing/taxi/spsv-driver-licensing/apply-for-an-spsv-driver-licence-2/';

/** Official sites only; they open in a new tab (spec §2). */
export const RESOURCES = [
  { href: 'https://www.nationaltransport.ie/', label: 'National Transport Authority' },
  /**
   * Spec §2 asks for the manual's PDF. The NTA publishes edition 8 on its own site, but the PDF's
   * exact address could not be confirmed (issue 32 §10) and a guessed one would break: until it
   * is, this opens the NTA's own SPSV driver licence page, the step the manual prepares for.
   * Put the PDF's address in OFFICIAL_MANUAL_URL once it is confirmed.
   */
  { href: OFFICIAL_MANUAL_URL, label: 'Official SPSV manual (NTA)' },
  { href: 'https://www.ncts.ie/', label: 'National Car Test (NCT)' },
  { href: 'https://www.revenue.ie/', label: 'Revenue' },
  { href: 'https://vetting.garda.ie/', label: 'Garda vetting' },
] as const;

const LEGAL = [
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/cookies', label: 'Cookie Policy' },
] as const;

export function SiteFooter() {
  return (
    <footer className="mt-16 bg-brand-800 text-brand-50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{BRAND.name}</p>
          <p className="mt-2 text-sm">{BRAND.tagline}. Study for your taxi, hackney or limousine licence at your own pace.</p>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="font-semibold text-white">Quick Links</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {QUICK_LINKS.map((l) => (
              <li key={l.section}>
                <SectionLink section={l.section} className="hover:text-white hover:underline">{l.label}</SectionLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-resources">
          <h2 id="footer-resources" className="font-semibold text-white">Resources</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {RESOURCES.map((r) => (
              <li key={r.href}>
                <a href={r.href} target="_blank" rel="noopener noreferrer" className="hover:text-white hover:underline">
                  {r.label}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="font-semibold text-white">Legal</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {LEGAL.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="hover:text-white hover:underline">{l.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t border-brand-700 px-4 py-4 text-center text-xs">
        © {new Date().getFullYear()} {BRAND.name}. Not affiliated with the National Transport Authority.
      </p>
    </footer>
  );
}
