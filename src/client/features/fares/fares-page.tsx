import { useSearchParams } from 'react-router-dom';
import { UpgradePanel } from '#client/components/ui/upgrade-panel.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { usePageMeta } from '#client/lib/page-meta.ts';
import { useCurrentUser } from '#client/lib/use-current-user.ts';
import { DrillArea } from './drill-area.tsx';
import { FareSources } from './fare-sources.tsx';
import { ReceiptPractice } from './receipt-practice.tsx';
import { Taximeter } from './taximeter.tsx';

const TABS = [
  { value: 'meter', label: 'Watch the meter' },
  { value: 'drills', label: 'Drills' },
  { value: 'receipt', label: 'Receipts' },
] as const;
type Tab = (typeof TABS)[number]['value'];
const isTab = (value: string | null): value is Tab => TABS.some((t) => t.value === value);

/** /fares (issue 33, DESIGN.md §16): the taximeter, fare drills marked on the server, and receipt practice. */
export function FaresPage() {
  usePageMeta({ title: 'Fares Trainer', description: 'Watch a taxi meter, drill fares and practise receipts.', path: '/fares', noindex: true });
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: Tab = isTab(tabParam) ? tabParam : params.get('drill') ? 'drills' : 'meter';

  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">Fares Trainer</h1>
        <p className="mt-2 text-slate-700">Work out any taxi fare the way the meter does: the rate, the initial charge, Tariff A and B, and the extras a driver may add.</p>
      </div>
      {user.hasPurchased ? (
        <>
          <Tabs
            value={tab}
            onValueChange={(value) =>
              setParams((old) => {
                // The drill under way stays in the URL, so coming back to Drills carries on with it.
                const next = new URLSearchParams(old);
                next.set('tab', value);
                return next;
              })
            }
          >
            <TabsList aria-label="Fares trainer" className="w-full">
              {TABS.map((t) => (
                <TabsTrigger key={t.value} value={t.value} className="flex-1">
                  {t.label}
                </TabsTrigger>
              ))}
            </TabsList>
            <TabsContent value="meter">
              <Taximeter />
            </TabsContent>
            <TabsContent value="drills">
              <DrillArea />
            </TabsContent>
            <TabsContent value="receipt">
              <ReceiptPractice />
            </TabsContent>
          </Tabs>
          <FareSources />
        </>
      ) : (
        <UpgradePanel title="Unlock the Fares Trainer" intro="Choose a plan to watch the meter, drill fares with worked answers and practise receipts." />
      )}
    </section>
  );
}
