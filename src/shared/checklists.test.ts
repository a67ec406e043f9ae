import { describe, expect, it } from 'vitest';
import { buildChecklist, checklistPercent, checklistText, fillPlaceholders } from './checklists.ts';

const templates = [
  { id: 'fee', title: 'Licence fee €{initialLicenseFee}', description: 'Renewal €{renewalFee}, every {suitabilityFrequencyMonths} months.', tooltipText: 'Age under {maxAgeYears}.' },
  { id: 'meter', title: 'Taximeter (€{meterCost})', description: 'Verify the meter.', tooltipText: 'NSAI.', taxiOnly: true },
  { id: 'nct', title: 'Current NCT', description: 'Book early.', tooltipText: 'Under 90 days old.' },
];

describe('checklists', () => {
  it('fills fees from the type', () => {
    expect(fillPlaceholders('€{initialLicenseFee}/€{renewalFee}/{suitabilityFrequencyMonths}', 'limousine')).toBe('€1000/€150/6');
    expect(fillPlaceholders('{unknown}', 'taxi')).toBe('{unknown}');
  });

  it('shows taxi-only items to taxi types only and merges saved ticks', () => {
    expect(buildChecklist(templates, 'hackney').map((i) => i.id)).toEqual(['fee', 'nct']);
    const taxi = buildChecklist(templates, 'wheelchair_accessible_taxi', [{ id: 'nct', title: 'x', description: 'x', tooltipText: 'x', isCompleted: true }]);
    expect(taxi.map((i) => [i.id, i.isCompleted])).toEqual([['fee', false], ['meter', false], ['nct', true]]);
    expect(taxi[0]?.title).toBe('Licence fee €75');
  });

  it('rounds the percent complete and writes the download lines', () => {
    const items = buildChecklist(templates, 'taxi', [{ id: 'fee', title: '', description: '', tooltipText: '', isCompleted: true }]);
    expect(checklistPercent(items)).toBe(33);
    expect(checklistText('Driver Licence', items)).toBe('Driver Licence\n\n[X] Licence fee €150\n[ ] Taximeter (€55)\n[ ] Current NCT\n');
  });
});
