import { BookOpen, Calendar, Car, ClipboardCheck, GraduationCap, HelpCircle, LayoutDashboard, Settings } from 'lucide-react';
import { cn } from '#client/lib/cn.ts';
import { HomeSection } from './home-section.tsx';
import { PreviewDashboard } from './preview-dashboard.tsx';

/** The signed-in sidebar as the spec's interface preview lists it (spec §2). */
const SIDEBAR = [
  { label: 'Dashboard', icon: LayoutDashboard },
  { label: 'Training Modules', icon: BookOpen },
  { label: 'Practice Tests', icon: GraduationCap },
  { label: 'Checklists', icon: ClipboardCheck },
  { label: 'Bookings', icon: Calendar },
  { label: 'Vehicle Finder', icon: Car },
  { label: 'Settings', icon: Settings },
  { label: 'Help & Support', icon: HelpCircle },
] as const;

/** A static mock of the learner dashboard with sample figures; nothing here is a real account. */
export function PreviewSection() {
  return (
    <HomeSection
      id="preview"
      tone="tint"
      title="See inside the course"
      intro="A preview of the learner dashboard. The figures are sample data; try the vehicle type selector to see how the course adapts."
    >
      <figure className="overflow-hidden rounded-2xl border border-slate-300 bg-white shadow-lg">
        <div className="flex items-center justify-between gap-3 border-b border-slate-200 bg-slate-100 px-4 py-2">
          <span aria-hidden className="flex gap-1.5">
            <span className="h-3 w-3 rounded-full bg-slate-400" />
            <span className="h-3 w-3 rounded-full bg-slate-400" />
            <span className="h-3 w-3 rounded-full bg-slate-400" />
          </span>
          <span className="rounded-full bg-accent-400 px-3 py-0.5 text-xs font-bold uppercase tracking-wide text-slate-900">Preview · sample data</span>
        </div>
        <div className="grid md:grid-cols-[14rem_1fr]">
          <ul aria-label="Preview sidebar" className="flex flex-wrap gap-1 border-b border-slate-200 p-3 md:flex-col md:flex-nowrap md:border-r md:border-b-0">
            {SIDEBAR.map(({ label, icon: Icon }, index) => (
              <li
                key={label}
                className={cn('flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium', index === 0 ? 'bg-brand-700 text-white' : 'text-slate-800')}
              >
                <Icon aria-hidden className="h-4 w-4" />
                {label}
              </li>
            ))}
          </ul>
          <PreviewDashboard />
        </div>
        <figcaption className="border-t border-slate-200 px-4 py-3 text-sm text-slate-700">
          Interface preview with sample data. Your own dashboard shows your real progress once you sign up.
        </figcaption>
      </figure>
    </HomeSection>
  );
}
