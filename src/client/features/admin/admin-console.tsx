import { useSearchParams } from 'react-router-dom';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { AuditTab } from './audit-tab.tsx';
import { CoverageTab } from './coverage-tab.tsx';
import { LearnersTab } from './learners-tab.tsx';
import { MessagesTab } from './messages-tab.tsx';
import { OverviewTab } from './overview-tab.tsx';
import { PurchasesTab } from './purchases-tab.tsx';
import { ReportsTab } from './reports-tab.tsx';
import { StatsTab } from './stats-tab.tsx';
import { CONSOLE_TABS, isConsoleTab, type ConsoleTab } from './tabs.ts';

/**
 * The owner's console (issue 22, DESIGN.md §15). Its own chunk, loaded only for owners; each tab
 * fetches when first opened (inactive panels are not mounted).
 */
export function AdminConsole() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: ConsoleTab = isConsoleTab(requested) ? requested : 'overview';
  const open = (next: string) => setParams(next === 'overview' ? {} : { tab: next }, { replace: true });

  return (
    <section className="mx-auto flex max-w-7xl flex-col gap-6">
      <h1 className="text-3xl font-bold text-slate-900">Owner&apos;s console</h1>
      <Tabs value={tab} onValueChange={open}>
        <TabsList aria-label="Owner's console">
          {CONSOLE_TABS.map((t) => (
            <TabsTrigger key={t.id} value={t.id}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab onOpen={open} />
        </TabsContent>
        <TabsContent value="learners">
          <LearnersTab />
        </TabsContent>
        <TabsContent value="purchases">
          <PurchasesTab />
        </TabsContent>
        <TabsContent value="messages">
          <MessagesTab />
        </TabsContent>
        <TabsContent value="reports">
          <ReportsTab />
        </TabsContent>
        <TabsContent value="stats">
          <StatsTab />
        </TabsContent>
        <TabsContent value="coverage">
          <CoverageTab />
        </TabsContent>
        <TabsContent value="audit">
          <AuditTab />
        </TabsContent>
      </Tabs>
    </section>
  );
}
