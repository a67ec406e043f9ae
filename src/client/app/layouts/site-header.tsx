import { useState } from 'react';
import { Link } from 'react-router-dom';
import { BRAND } from '#shared/brand.ts';
import { Button } from '#client/components/ui/button.tsx';
import { MenuIcon } from '#client/components/ui/menu-icon.tsx';
import { HOME_SECTIONS } from '#client/lib/section-link.ts';
import { SectionLink } from './section-link.tsx';

/** The public header (spec §2): brand, section links, Purchase, Login, Sign Up, mobile menu. */
export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Link to="/" className="flex flex-col leading-tight" onClick={close}>
          <span className="text-lg font-bold text-brand-800">{BRAND.name}</span>
          <span className="text-xs text-slate-600">{BRAND.tagline}</span>
        </Link>
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {HOME_SECTIONS.map((s) => (
              <li key={s.id}>
                <SectionLink section={s.id} className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900">
                  {s.label}
                </SectionLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden items-center gap-2 md:flex">
          <Link to="/register" className="px-2 text-sm font-medium text-brand-700 hover:underline">
            Purchase
          </Link>
          <Button asChild variant="outline" size="sm">
            <Link to="/login">Login</Link>
          </Button>
          <Button asChild size="sm">
            <Link to="/register">Sign Up</Link>
          </Button>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-expanded={open}
          aria-controls="mobile-menu"
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => setOpen((v) => !v)}
        >
          <MenuIcon open={open} />
        </Button>
      </div>
      {open && (
        <nav id="mobile-menu" aria-label="Mobile" className="border-t border-slate-200 bg-white md:hidden">
          <ul className="flex flex-col px-4 py-2">
            {HOME_SECTIONS.map((s) => (
              <li key={s.id}>
                <SectionLink section={s.id} onNavigate={close} className="block rounded-md px-2 py-3 text-base font-medium text-slate-800 hover:bg-slate-100">
                  {s.label}
                </SectionLink>
              </li>
            ))}
            <li>
              <Link to="/register" onClick={close} className="block rounded-md px-2 py-3 text-base font-medium text-brand-700 hover:bg-slate-100">
                Purchase
              </Link>
            </li>
            <li className="flex gap-2 py-2">
              <Button asChild variant="outline" className="flex-1">
                <Link to="/login" onClick={close}>Login</Link>
              </Button>
              <Button asChild className="flex-1">
                <Link to="/register" onClick={close}>Sign Up</Link>
              </Button>
            </li>
          </ul>
        </nav>
      )}
    </header>
  );
}
