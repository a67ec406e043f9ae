import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { useAdminSummary } from './api/summary.ts';
import { QueryState, TabHeading } from './admin-ui.tsx';
import { ExposurePanel } from './exposure-panel.tsx';
import type { ConsoleTab } from './tabs.ts';

/** What needs the owner's attention, at a glance, with the way to it. */
export function OverviewTab({ onOpen }: { onOpen: (tab: ConsoleTab) => void }) {
  const summary = useAdminSummary();
  return (
    <section>
      <TabHeading title="Overview" intro="What is waiting for you." />
      <QueryState query={summary} what="overview">
        {() => {
          const data = summary.data;
          if (!data) return null;
          const figures = [
            { label: 'Open question reports', value: data.openReports, tab: 'reports', action: 'Review reports' },
            { label: 'Unhandled messages', value: data.unhandledMessages, tab: 'messages', action: 'Read messages' },
            { label: 'Learners', value: data.learners, tab: 'learners', action: 'Find a learner' },
          ] as const;
          return (
            <ul className="grid gap-4 sm:grid-cols-3">
              {figures.map((f) => (
                <li key={f.label}>
                  <Card className={f.value > 0 && f.tab !== 'learners' ? 'border-amber-400 bg-amber-50 p-5' : 'p-5'}>
                    <p className="text-sm font-medium text-slate-700">{f.label}</p>
                    <p className="mt-1 text-4xl font-bold text-slate-900">{f.value}</p>
                    <Button variant="outline" size="sm" className="mt-3" onClick={() => onOpen(f.tab)}>
                      {f.action}
                    </Button>
                  </Card>
                </li>
              ))}
            </ul>
          );
        }}
      </QueryState>
      <ExposurePanel />
    </section>
  );
}
