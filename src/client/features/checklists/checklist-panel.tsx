import { Download, Save } from 'lucide-react';
import { buildChecklist, checklistPercent, checklistText } from '#shared/checklists.ts';
import type { ChecklistItem, ChecklistType } from '#shared/schemas/checklists.ts';
import type { ChecklistTemplateItem } from '#shared/schemas/reference.ts';
import type { VehicleType } from '#shared/vehicle-types.ts';
import { Button } from '#client/components/ui/button.tsx';
import { ProgressBar } from '#client/components/ui/progress-bar.tsx';
import { InfoTip } from '#client/components/ui/tooltip.tsx';
import { useSaveChecklist } from '#client/lib/queries/checklists.ts';
import { notify, notifyError } from '#client/lib/toast.ts';

/** Ticks not yet saved, by item id. Held by the page, so switching tabs keeps them (issue 32 §9). */
export type ChecklistChanges = Record<string, boolean>;

interface Props {
  type: ChecklistType;
  title: string;
  vehicleType: VehicleType;
  templates: readonly ChecklistTemplateItem[];
  saved: readonly ChecklistItem[] | undefined;
  changes: ChecklistChanges;
  onChanges: (changes: ChecklistChanges) => void;
}

/** True when a tick differs from what is saved (ticking and unticking again is no change). */
export function hasUnsavedTicks(templates: readonly ChecklistTemplateItem[], vehicleType: VehicleType, saved: readonly ChecklistItem[] | undefined, changes: ChecklistChanges): boolean {
  return buildChecklist(templates, vehicleType, saved).some((i) => changes[i.id] !== undefined && changes[i.id] !== i.isCompleted);
}

function download(filename: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}

/** One checklist: ticks stay local until Save Progress (spec §4). */
export function ChecklistPanel({ type, title, vehicleType, templates, saved, changes, onChanges }: Props) {
  const save = useSaveChecklist();
  const items = buildChecklist(templates, vehicleType, saved).map((i) => ({ ...i, isCompleted: changes[i.id] ?? i.isCompleted }));
  const pct = checklistPercent(items);
  const done = items.filter((i) => i.isCompleted).length;

  const onSave = () =>
    save.mutate(
      { checklistType: type, vehicleType, items },
      {
        onSuccess: () => {
          onChanges({});
          notify('Checklist saved', 'Your checklist progress has been saved.');
        },
        onError: () => notifyError('Error', 'Failed to save checklist. Please try again.'),
      },
    );

  return (
    <section aria-labelledby={`${type}-checklist-heading`} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={`${type}-checklist-heading`} className="text-xl font-bold text-slate-900">
            {title}
          </h2>
          <p className="text-sm text-slate-700">
            {done} of {items.length} done · {pct}% complete
          </p>
        </div>
        <div className="flex gap-2">
          <Button variant="outline" onClick={() => download(`spsv-${type}-licence-checklist.txt`, checklistText(title, items))}>
            <Download aria-hidden className="h-4 w-4" /> Download
          </Button>
          <Button onClick={onSave} disabled={save.isPending}>
            <Save aria-hidden className="h-4 w-4" /> {save.isPending ? 'Saving...' : 'Save Progress'}
          </Button>
        </div>
      </div>
      <ProgressBar value={pct} label={`${title} progress`} />
      <ul className="flex flex-col gap-3">
        {items.map((item) => {
          const inputId = `${type}-${item.id}`;
          return (
            <li key={item.id} className="flex items-start gap-3 rounded-lg border border-slate-200 bg-white p-4">
              <input
                id={inputId}
                type="checkbox"
                className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
                checked={item.isCompleted}
                aria-describedby={`${inputId}-desc`}
                onChange={(e) => onChanges({ ...changes, [item.id]: e.target.checked })}
              />
              <div className="min-w-0 flex-1">
                <label htmlFor={inputId} className="font-semibold text-slate-900">
                  {item.title}
                </label>
                <p id={`${inputId}-desc`} className="mt-1 text-sm text-slate-700">
                  {item.description}
                </p>
              </div>
              <InfoTip label={`Tip: ${item.title}`} text={item.tooltipText} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
