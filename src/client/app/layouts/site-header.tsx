import { useState } from 'react';
import { Link } from 'react-router-dom';
import { BRAND } from '#shared/brand.ts';
import { Button } from '#client/components/ui/button.tsx';
import { MenuIcon } from '#client/components/ui/menu-icon.tsx';
import { HOME_SECTIONS } from '#client/lib/home-sections.ts';
import { useSiteStatus } from '#client/lib/site-status.ts';
import { SectionLink } from './section-link.tsx';

/** Visitors get Purchase, Login and Sign Up (spec §2); a signed-in learner their account and the way back. */
function AccountLinks({ username, onNavigate, stacked }: { username: string | null; onNavigate?: () => void; stacked?: boolean }) {
  if (username) {
    return (
      <>
        <span className={stacked ? 'w-full px-2 py-1 text-sm text-slate-700' : 'hidden text-sm text-slate-700 lg:inline'}>
          Signed in as <strong className="font-semibold text-slate-900">{username}</strong>
        </span>
        <Button asChild variant="outline" size={stacked ? 'default' : 'sm'} className={stacked ? 'flex-1' : undefined}>
          <Link to="/logout" onClick={onNavigate}>
            Log out
          </Link>
        </Button>
        <Button asChild size={stacked ? 'default' : 'sm'} className={stacked ? 'flex-1' : undefined}>
          <Link to="/dashboard" onClick={onNavigate}>
            Go to Dashboard
          </Link>
        </Button>
      </>
    );
  }
  return (
    <>
      <Link to="/register" onClick={onNavigate} className={stacked ? 'block w-full rounded-md px-2 py-3 text-base font-medium text-brand-700 hover:bg-slate-100' : 'px-2 text-sm font-medium text-brand-700 hover:underline'}>
        Purchase
      </Link>
      <Button asChild variant="outline" size={stacked ? 'default' : 'sm'} className={stacked ? 'flex-1' : undefined}>
        <Link to="/login" onClick={onNavigate}>
          Login
        </Link>
      </Button>
      <Button asChild size={stacked ? 'default' : 'sm'} className={stacked ? 'flex-1' : undefined}>
        <Link to="/register" onClick={onNavigate}>
          Sign Up
        </Link>
      </Button>
    </>
  );
}

/** The public header (spec §2): brand, section links, account links, mobile menu. */
export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const username = useSiteStatus()?.username ?? null;
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
          <AccountLinks username={username} />
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
            <li className="flex flex-wrap items-center gap-2 py-2">
              <AccountLinks username={username} onNavigate={close} stacked />
            </li>
          </ul>
        </nav>
      )}
    </header>
  );
}
