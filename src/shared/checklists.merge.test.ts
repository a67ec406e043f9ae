import { describe, expect, it } from 'vitest';
import { buildChecklist, fillPlaceholders } from './checklists.ts';

const templates = [
  { id: 'insurance', title: 'Insurance', description: 'Hire and reward cover.', tooltipText: 'Ask your broker.' },
  { id: 'nct', title: 'Current NCT', description: 'Book early.', tooltipText: 'Under 90 days old.' },
];

describe('checklist ticks and fee placeholders', () => {
  it('counts only the saved items that are ticked', () => {
    const saved = [
      { id: 'insurance', title: 'Insurance', description: '', tooltipText: '', isCompleted: false },
      { id: 'nct', title: 'Current NCT', description: '', tooltipText: '', isCompleted: true },
    ];
    expect(buildChecklist(templates, 'hackney', saved).map((i) => [i.id, i.isCompleted])).toEqual([
      ['insurance', false],
      ['nct', true],
    ]);
    expect(buildChecklist(templates, 'hackney').every((i) => !i.isCompleted)).toBe(true);
  });

  it('quotes the standard €55 meter cost for a type without its own', () => {
    expect(fillPlaceholders('Meter €{meterCost}', 'hackney')).toBe('Meter €55');
    expect(fillPlaceholders('Meter €{meterCost}, age under {maxAgeYears}', 'taxi')).toBe('Meter €55, age under 10');
    expect(fillPlaceholders('Age under {maxAgeYears}', 'limousine')).toBe('Age under 15');
  });
});
