import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isCounty, type County } from '#shared/practice-tests.ts';
import { CountyOptions } from '#client/components/ui/county-options.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Select } from '#client/components/ui/select.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { UpgradePanel } from '#client/components/ui/upgrade-panel.tsx';
import { usePageMeta } from '#client/lib/page-meta.ts';
import { useStudyPlan } from '#client/lib/queries/study-plan.ts';
import { useCurrentUser } from '#client/lib/use-current-user.ts';
import { usePlaces } from '#client/components/maps/api.ts';
import { MapDrillArea } from './map-drill-area.tsx';
import { StudyMap } from '#client/components/maps/study-map.tsx';

const TABS = [
  { value: 'map', label: 'Study map' },
  { value: 'drills', label: 'Map drills' },
  { value: 'reading', label: 'Map reading' },
] as const;
type Tab = (typeof TABS)[number]['value'];
const isTab = (value: string | null): value is Tab => TABS.some((t) => t.value === value);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /maps (issue 34, DESIGN.md §17): a county's study map, drills on it, and map reading (manual ed. 8 §6.3). */
export function MapsPage() {
  usePageMeta({ title: 'Maps', description: 'Study your county on a map and drill where things are.', path: '/maps', noindex: true });
  const user = useCurrentUser();
  const plan = useStudyPlan(user.hasPurchased);
  const [params, setParams] = useSearchParams();
  const countyParam = params.get('county');
  const planCounty = plan.data?.county ?? null;
  const county: County = isCounty(countyParam) ? countyParam : isCounty(planCounty) ? planCounty : 'Dublin';
  const tabParam = params.get('tab');
  const drillParam = params.get('drill');
  const drillId = drillParam && UUID.test(drillParam) ? drillParam : null;
  const tab: Tab = isTab(tabParam) ? tabParam : drillId ? 'drills' : 'map';
  const selectId = useId();
  const update = (changes: Record<string, string | null>) =>
    setParams((old) => {
      const next = new URLSearchParams(old);
      for (const [k, v] of Object.entries(changes)) {
        if (v === null) next.delete(k);
        else next.set(k, v);
      }
      return next;
    });

  return (
    <section className="mx-auto flex max-w-4xl flex-col gap-6">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">Maps</h1>
        <p className="mt-2 text-slate-700">See where the hospitals, stations, junctions, venues and streets of the Area Knowledge test are, then drill them until you know them without the map.</p>
      </div>
      {!user.hasPurchased ? (
        <UpgradePanel title="Unlock the maps" intro="Choose a plan to study every county on a map and drill where things are." />
      ) : (
        <>
          <div className="flex flex-col gap-1.5 sm:max-w-xs">
            <Label htmlFor={selectId}>County</Label>
            <Select id={selectId} value={county} onChange={(e) => update({ county: e.target.value, drill: null })}>
              <CountyOptions />
            </Select>
          </div>
          <Tabs value={tab} onValueChange={(value) => update({ tab: value, drill: null })}>
            <TabsList aria-label="Maps" className="w-full">
              {TABS.map((t) => (
                <TabsTrigger key={t.value} value={t.value} className="flex-1">
                  {t.label}
                </TabsTrigger>
              ))}
            </TabsList>
            <MapsContent county={county} tab={tab} drillId={drillId} onOpenDrill={(id) => update({ drill: id })} />
          </Tabs>
        </>
      )}
    </section>
  );
}

function MapsContent({ county, tab, drillId, onOpenDrill }: { county: County; tab: Tab; drillId: string | null; onOpenDrill: (id: string | null) => void }) {
  const places = usePlaces(county);
  if (places.isPending) return <p role="status" className="mt-4 text-slate-700">Loading the {county} map...</p>;
  if (places.isError) return <p role="alert" className="mt-4 text-red-800">The {county} map could not be loaded. Please try again.</p>;
  return (
    <>
      <TabsContent value="map" className="mt-4">
        <StudyMap data={places.data} />
      </TabsContent>
      <TabsContent value="drills" className="mt-4 flex flex-col gap-4">
        <p className="text-slate-800">Five questions on the {county} map: tap the place named, say what a marker is, or pick the nearest. A place you miss comes back in Review.</p>
        {tab === 'drills' && <MapDrillArea places={places.data} mode="places" drillId={drillId} onOpen={onOpenDrill} />}
      </TabsContent>
      <TabsContent value="reading" className="mt-4 flex flex-col gap-4">
        <MapReadingLesson />
        {tab === 'reading' && <MapDrillArea places={places.data} mode="reading" drillId={drillId} onOpen={onOpenDrill} />}
      </TabsContent>
    </>
  );
}

/** The manual's map-reading section (ed. 8 §6.3) in brief: what a driver reads off any map. */
function MapReadingLesson() {
  return (
    <article aria-labelledby="map-reading" className="module-prose rounded-md border border-slate-200 bg-white p-4">
      <h2 id="map-reading" className="text-xl font-bold text-slate-900">
        Reading a map
      </h2>
      <p>A satnav can fail, lose signal or send you the long way; a driver who can read a map still gets the passenger there. Three things let you read any map.</p>
      <h3 className="mt-3 font-bold text-slate-900">The legend</h3>
      <p>The legend (or key) explains the map's symbols and colours. Read it first: one map shows hospitals in red, another in blue. On our maps the legend is the list of checkboxes above the map.</p>
      <h3 className="mt-3 font-bold text-slate-900">The scale</h3>
      <p>The scale bar in the corner shows how far a length on the map is on the ground. Lay it along the line between two places, or count how many bar-lengths fit, to judge the distance. That is the straight line: the road is always longer, and the fare follows the road.</p>
      <h3 className="mt-3 font-bold text-slate-900">Grid references</h3>
      <p>Street maps and atlases divide the page into squares, with letters along the top and numbers down the side. A street index gives a square such as C4: go along to column C, then down to row 4, and the street is inside that square. Letter first, then number.</p>
      <p className="mt-2">The drill below uses a 5 × 5 grid over your county: columns A to E run west to east, rows 1 to 5 north to south.</p>
    </article>
  );
}
