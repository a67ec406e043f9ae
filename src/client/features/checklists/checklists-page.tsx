import { useState } from 'react';
import type { ChecklistType } from '#shared/schemas/checklists.ts';
import { vehicleTypeName } from '#shared/vehicle-types.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { TooltipProvider } from '#client/components/ui/tooltip.tsx';
import { usePageMeta } from '#client/lib/page-meta.ts';
import { useChecklists } from '#client/lib/queries/checklists.ts';
import { useReference } from '#client/lib/queries/reference.ts';
import { useCurrentUser } from '#client/lib/use-current-user.ts';
import { useUnsavedChanges } from '#client/lib/use-unsaved-changes.ts';
import { ChecklistPanel, hasUnsavedTicks, type ChecklistChanges } from './checklist-panel.tsx';
import { VehicleInfo } from './vehicle-info.tsx';

export function ChecklistsPage() {
  usePageMeta({ title: 'Checklists', description: 'Your SPSV licence checklists.', path: '/checklists', noindex: true });
  const user = useCurrentUser();
  const reference = useReference();
  const checklists = useChecklists();
  const savedItems = (list: 'driver' | 'vehicle') =>
    checklists.data?.find((r) => r.checklistType === list && r.vehicleType === user.vehicleType)?.items;
  const [changes, setChanges] = useState<Record<ChecklistType, ChecklistChanges>>({ driver: {}, vehicle: {} });
  const changesOf = (list: ChecklistType) => ({ changes: changes[list], onChanges: (next: ChecklistChanges) => setChanges((all) => ({ ...all, [list]: next })) });
  const unsaved =
    reference.data !== undefined &&
    (['driver', 'vehicle'] as const).some((list) => hasUnsavedTicks(reference.data.checklists[list], user.vehicleType, savedItems(list), changes[list]));
  // Ticks live only on this page until Save Progress (spec §4): say so before they are lost (issue 32 §9).
  useUnsavedChanges(unsaved, 'You have ticked items that are not saved yet. Leave without saving them?');

  return (
    <section className="mx-auto flex max-w-5xl flex-col gap-6">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">Checklists</h1>
        <p className="mt-2 text-slate-700">
          Everything you need for your SPSV licences as a {vehicleTypeName(user.vehicleType)} driver. Tick items as you go and save your progress.
        </p>
      </div>
      {reference.isPending || checklists.isPending ? (
        <p role="status" className="text-slate-700">
          Loading...
        </p>
      ) : reference.isError || checklists.isError ? (
        <p role="alert" className="text-red-800">
          Your checklists could not be loaded. Please refresh the page.
        </p>
      ) : (
        <TooltipProvider>
          <Tabs defaultValue="driver">
            <TabsList aria-label="Checklists">
              <TabsTrigger value="driver">Driver Licence</TabsTrigger>
              <TabsTrigger value="vehicle">Vehicle Licence</TabsTrigger>
            </TabsList>
            <TabsContent value="driver">
              <ChecklistPanel
                type="driver"
                title="Driver Licence Checklist"
                vehicleType={user.vehicleType}
                templates={reference.data.checklists.driver}
                saved={savedItems('driver')}
                {...changesOf('driver')}
              />
            </TabsContent>
            <TabsContent value="vehicle" className="flex flex-col gap-6">
              <ChecklistPanel
                type="vehicle"
                title="Vehicle Licence Checklist"
                vehicleType={user.vehicleType}
                templates={reference.data.checklists.vehicle}
                saved={savedItems('vehicle')}
                {...changesOf('vehicle')}
              />
              <VehicleInfo type={user.vehicleType} info={reference.data.licenceData[user.vehicleType]} />
            </TabsContent>
          </Tabs>
        </TooltipProvider>
      )}
    </section>
  );
}
