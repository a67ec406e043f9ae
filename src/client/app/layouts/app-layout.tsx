import { BookA, BookOpen, Calendar, Car, CarTaxiFront, ClipboardCheck, GraduationCap, HelpCircle, LayoutDashboard, LogOut, Map as MapIcon, RotateCcw, Settings, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, Navigate, NavLink, Outlet, useLocation } from 'react-router-dom';
import { OfflineStatus } from './offline-status.tsx';
import { TestModeBanner } from './test-mode-banner.tsx';
import { BRAND } from '#shared/brand.ts';
import type { CurrentUser } from '#shared/schemas/auth.ts';
import { Button } from '#client/components/ui/button.tsx';
import { MenuIcon } from '#client/components/ui/menu-icon.tsx';
import { cn } from '#client/lib/cn.ts';
import { useReviewDue } from '#client/lib/queries/review-due.ts';
import { useUser, useUserIfKnown } from '#client/lib/session.ts';
import { PublicLayout } from './public-layout.tsx';

/** The signed-in sidebar (spec §2), in its order. */
const LINKS = [
  { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/training', label: 'Training Modules', icon: BookOpen },
  { to: '/practice-tests', label: 'Practice Tests', icon: GraduationCap },
  { to: '/review', label: 'Review', icon: RotateCcw },
  { to: '/fares', label: 'Fares Trainer', icon: CarTaxiFront },
  { to: '/maps', label: 'Maps', icon: MapIcon },
  { to: '/vehicle-search', label: 'Vehicle Finder', icon: Car },
  { to: '/checklists', label: 'Checklists', icon: ClipboardCheck },
  { to: '/bookings', label: 'Bookings', icon: Calendar },
  { to: '/settings', label: 'Settings', icon: Settings },
  { to: '/glossary', label: 'Glossary', icon: BookA },
  { to: '/support', label: 'Help & Support', icon: HelpCircle },
  { to: '/logout', label: 'Sign Out', icon: LogOut },
] as const;

/** Owners only (issue 22): learners never see the link; the console and its API refuse them anyway. */
const OWNER_LINK = { to: '/admin', label: "Owner's console", icon: ShieldCheck } as const;

function SidebarNav({ onNavigate, dueCount, isAdmin }: { onNavigate?: () => void; dueCount: number; isAdmin: boolean }) {
  // The console sits just above Sign Out.
  const links = isAdmin ? [...LINKS.slice(0, -1), OWNER_LINK, ...LINKS.slice(-1)] : LINKS;
  return (
    <ul className="flex flex-col gap-1">
      {links.map(({ to, label, icon: Icon }) => (
        <li key={to}>
          <NavLink
            to={to}
            onClick={onNavigate}
            aria-label={to === '/review' && dueCount > 0 ? `${label}, ${dueCount} due` : undefined}
            className={({ isActive }) =>
              cn(
                'flex items-center gap-3 rounded-md px-3 py-2.5 text-sm font-medium',
                isActive ? 'bg-brand-700 text-white' : 'text-slate-800 hover:bg-slate-100',
              )
            }
          >
            <Icon aria-hidden className="h-5 w-5" />
            {label}
            {to === '/review' && dueCount > 0 && <DueBadge count={dueCount} />}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** How many questions are due for review; the link's label says it for screen readers. */
function DueBadge({ count }: { count: number }) {
  return (
    <span aria-hidden className="ml-auto min-w-6 rounded-full bg-accent-400 px-2 py-0.5 text-center text-xs font-bold text-slate-900">
      {count > 99 ? '99+' : count}
    </span>
  );
}

function Loading() {
  return (
    <p role="status" className="p-12 text-center text-slate-700">
      Loading...
    </p>
  );
}

/** Every signed-in route: redirects to /login when the user call fails (spec §4). */
export function AppLayout() {
  const user = useUser();
  const location = useLocation();
  if (user.isPending) return <Loading />;
  // The destination rides along, so signing in returns the learner where they were going.
  if (user.isError) return <Navigate to={`/login?redirectTo=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  return <AppShell user={user.data} />;
}

/** Help & Support: inside the signed-in shell for learners, the public site for visitors. */
export function AdaptiveLayout() {
  const user = useUserIfKnown();
  // Visitors (and the pre-rendered page, before the user call answers) get the public site.
  return user.isSuccess ? <AppShell user={user.data} /> : <PublicLayout />;
}

function AppShell({ user }: { user: CurrentUser }) {
  const [open, setOpen] = useState(false);
  // Review needs a plan: without one nothing is fetched and no badge shows (DESIGN.md §9).
  const due = useReviewDue(user.hasPurchased);
  const dueCount = user.hasPurchased ? (due.data?.count ?? 0) : 0;
  const role = user.isAdmin ? 'owner' : user.hasPurchased ? 'trainee' : 'user';
  const identity = (
    <div className="border-b border-slate-200 px-3 pb-4">
      <p className="truncate font-semibold text-slate-900">{user.username}</p>
      <p className="text-sm text-slate-600">{role}</p>
    </div>
  );

  return (
    <div className="min-h-screen bg-slate-50 md:flex">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        Skip to content
      </a>
      <header className="flex items-center justify-between border-b border-slate-200 bg-white px-4 py-3 md:hidden">
        <Link to="/dashboard" className="font-bold text-brand-800">
          {BRAND.name}
        </Link>
        <Button
          variant="ghost"
          size="icon"
          aria-expanded={open}
          aria-controls="app-menu"
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => setOpen((v) => !v)}
        >
          <MenuIcon open={open} />
        </Button>
      </header>
      {open && (
        <nav id="app-menu" aria-label="Account" className="border-b border-slate-200 bg-white p-3 md:hidden">
          {identity}
          <div className="pt-3">
            <SidebarNav onNavigate={() => setOpen(false)} dueCount={dueCount} isAdmin={user.isAdmin} />
          </div>
        </nav>
      )}
      <aside className="hidden w-64 shrink-0 border-r border-slate-200 bg-white md:block">
        {/* Room at the foot for the fixed test-mode banner: Sign Out scrolls clear of it. */}
        <div className="sticky top-0 flex h-screen flex-col gap-4 overflow-y-auto p-4 pb-20">
          <Link to="/dashboard" className="px-3 pt-2 text-lg font-bold text-brand-800">
            {BRAND.name}
          </Link>
          {identity}
          <nav aria-label="Account">
            <SidebarNav dueCount={dueCount} isAdmin={user.isAdmin} />
          </nav>
        </div>
      </aside>
      <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-8 focus:outline-none md:px-8">
        <OfflineStatus username={user.username} />
        <Outlet context={user} />
        <TestModeBanner />
      </main>
    </div>
  );
}
