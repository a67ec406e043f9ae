import { isTaxiType, LICENCE_FEES } from './licence-data.ts';
import type { ChecklistItem } from './schemas/checklists.ts';
import type { ChecklistTemplateItem } from './schemas/reference.ts';
import { percent } from './scoring.ts';
import type { VehicleType } from './vehicle-types.ts';

/** Fills {initialLicenseFee}-style placeholders from the fee table of the vehicle type (spec §9). */
export function fillPlaceholders(text: string, type: VehicleType): string {
  const fees = LICENCE_FEES[type];
  const values: Record<string, string | number> = { ...fees, meterCost: fees.meterCost ?? 55, suitabilityFrequencyMonths: fees.suitabilityFrequencyMonths, maxAgeYears: fees.maxAgeYears };
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** The checklist for a vehicle type: templates filled in, saved ticks merged by item id. */
export function buildChecklist(templates: readonly ChecklistTemplateItem[], type: VehicleType, saved: readonly ChecklistItem[] = []): ChecklistItem[] {
  const done = new Set(saved.filter((i) => i.isCompleted).map((i) => i.id));
  return templates
    .filter((t) => !t.taxiOnly || isTaxiType(type))
    .map((t) => ({
      id: t.id,
      title: fillPlaceholders(t.title, type),
      description: fillPlaceholders(t.description, type),
      tooltipText: fillPlaceholders(t.tooltipText, type),
      isCompleted: done.has(t.id),
    }));
}

/** Spec §4: the rounded share of items done. */
export function checklistPercent(items: readonly ChecklistItem[]): number {
  return percent(items.filter((i) => i.isCompleted).length, items.length);
}

/** The download: one line per item, '[X] …' or '[ ] …' (spec §2). */
export function checklistText(title: string, items: readonly ChecklistItem[]): string {
  const lines = items.map((i) => `${i.isCompleted ? '[X]' : '[ ]'} ${i.title}`);
  return `${title}\n\n${lines.join('\n')}\n`;
}
