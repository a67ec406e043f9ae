import { Check, ExternalLink, X } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CONTACTS, type ApprovedVehicle } from '#shared/schemas/reference.ts';
import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Select } from '#client/components/ui/select.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { usePageMeta } from '#client/lib/page-meta.ts';
import { useReference } from '#client/lib/queries/reference.ts';
import { useCurrentUser } from '#client/lib/use-current-user.ts';
import { filterVehicles, isVehicleTab, manufacturers, tabForVehicleType, VEHICLE_TABS } from './vehicle-filter.ts';

function Flag({ label, ok }: { label: string; ok: boolean }) {
  return (
    <li className={ok ? 'flex items-center gap-1 text-brand-800' : 'flex items-center gap-1 text-slate-600'}>
      {ok ? <Check aria-hidden className="h-4 w-4" /> : <X aria-hidden className="h-4 w-4" />}
      <span>
        {label}
        <span className="sr-only">: {ok ? 'suitable' : 'not suitable'}</span>
      </span>
    </li>
  );
}

function VehicleCard({ vehicle }: { vehicle: ApprovedVehicle }) {
  return (
    <Card className="h-full">
      <CardHeader className="pb-3">
        <h2 className="text-lg font-semibold text-slate-900">
          {vehicle.manufacturer} {vehicle.model}
        </h2>
        {vehicle.wheelchairAccessible && <p className="text-sm font-semibold text-brand-700">Wheelchair accessible</p>}
      </CardHeader>
      <CardContent className="flex flex-col gap-2 text-sm">
        <ul className="flex flex-wrap gap-x-4 gap-y-1" aria-label="Suitability">
          <Flag label="Taxi" ok={vehicle.suitableTaxi} />
          <Flag label="Hackney" ok={vehicle.suitableHackney} />
          <Flag label="Limo" ok={vehicle.suitableLimousine} />
        </ul>
        {vehicle.notes && <p className="text-slate-700">{vehicle.notes}</p>}
      </CardContent>
    </Card>
  );
}

function Results({ vehicles }: { vehicles: ApprovedVehicle[] }) {
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="text-sm text-slate-700">
        {vehicles.length} {vehicles.length === 1 ? 'vehicle' : 'vehicles'} found
      </p>
      {vehicles.length === 0 ? (
        <p className="rounded-md bg-slate-100 p-6 text-center text-slate-800">No vehicles match your search criteria.</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {vehicles.map((v) => (
            <li key={`${v.manufacturer}-${v.model}`}>
              <VehicleCard vehicle={v} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Spec §2 /vehicle-search; the search lives in the URL so it can be shared and survives reload. */
export function VehicleSearchPage() {
  usePageMeta({ title: 'NTA Approved Vehicles', description: 'Search makes and models used as SPSVs in Ireland.', path: '/vehicle-search', noindex: true });
  const user = useCurrentUser();
  const reference = useReference();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const make = params.get('make') ?? '';
  const tabParam = params.get('tab');
  const tab = isVehicleTab(tabParam) ? tabParam : tabForVehicleType(user.vehicleType);

  // Each change builds on the one before it, not on this render's params: a second change
  // made before the re-render (typing, then picking a make) must not undo the first (issue 17).
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);
  const update = (key: string, value: string) => {
    const next = new URLSearchParams(latest.current);
    if (value) next.set(key, value);
    else next.delete(key);
    latest.current = next;
    setParams(next, { replace: true });
  };

  const vehicles = reference.data?.vehicles ?? [];

  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-6">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">NTA Approved Vehicles</h1>
        <p className="mt-2 text-slate-700">Examples of makes and models used as small public service vehicles in Ireland.</p>
      </div>
      <aside className="rounded-lg border-l-4 border-amber-500 bg-amber-50 p-4 text-sm text-amber-950">
        <p className="font-semibold">Check the NTA&apos;s list before you buy.</p>
        <p className="mt-1">
          This list is a guide. The NTA&apos;s own suitable-vehicle list and its vehicle rules have the final word, and they change.{' '}
          <a href={CONTACTS.ntaSuitableVehicles} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 font-semibold underline">
            NTA vehicle information <ExternalLink aria-hidden className="h-3.5 w-3.5" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </p>
      </aside>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Search by manufacturer or model">
          <Input type="search" value={query} onChange={(e) => update('q', e.target.value)} placeholder="e.g. Toyota or Corolla" />
        </FormField>
        <FormField label="Manufacturer">
          <Select value={make} onChange={(e) => update('make', e.target.value)}>
            <option value="">All Manufacturers</option>
            {manufacturers(vehicles).map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <Tabs value={tab} onValueChange={(v) => update('tab', v)}>
        <TabsList aria-label="Suitability">
          {VEHICLE_TABS.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {VEHICLE_TABS.map((t) => (
          <TabsContent key={t.value} value={t.value}>
            {reference.isPending ? (
              <p role="status">Loading...</p>
            ) : reference.isError ? (
              <p role="alert" className="text-red-800">
                The vehicle list could not be loaded. Please refresh the page.
              </p>
            ) : (
              <Results vehicles={filterVehicles(vehicles, { query, make, tab: t.value })} />
            )}
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
