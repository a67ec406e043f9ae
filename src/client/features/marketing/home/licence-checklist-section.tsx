import { useId, useState } from 'react';
import { HomeSection } from './home-section.tsx';

/**
 * Spec §9 driver checklist with the newer facts (facts/spsv-facts.md, corrections table):
 * three photographs, and no fixed number of years for the driving licence.
 */
const DRIVER_ITEMS = [
  {
    id: 'driving-licence',
    title: 'Full Irish, EU or EEA driving licence',
    description: 'A full car (category B) licence or higher. You must have held it for a minimum period: check the minimum period with the NTA.',
  },
  { id: 'garda-vetting', title: 'Garda vetting approved', description: 'An Garda Síochána checks that you are suitable to hold an SPSV driver licence.' },
  { id: 'tax-clearance', title: 'Tax clearance certificate', description: 'Revenue confirms that your tax affairs are in order.' },
  {
    id: 'entry-test',
    title: 'SPSV Entry Test pass certificate',
    description: 'Pass both modules of the Entry Test: Industry Knowledge and Area Knowledge for your county. Local area hackney applicants are exempt.',
  },
  { id: 'licence-fee', title: 'Driver licence application fee of €250', description: 'The fee cannot be refunded, so the NTA advises paying it only after you pass the Entry Test.' },
  { id: 'photographs', title: 'Three passport photographs', description: 'Three identical photographs. Check the current application form for the size and other details.' },
] as const;

type ItemId = (typeof DRIVER_ITEMS)[number]['id'];

export function LicenceChecklistSection() {
  const idPrefix = useId();
  const [done, setDone] = useState<ReadonlySet<ItemId>>(() => new Set());
  const doneCount = DRIVER_ITEMS.filter((item) => done.has(item.id)).length;
  const percent = Math.round((doneCount / DRIVER_ITEMS.length) * 100);

  const toggle = (id: ItemId) =>
    setDone((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <HomeSection
      id="licence-checklist"
      tone="tint"
      title="Your SPSV driver licence checklist"
      intro="Tick off what you already have. This checklist is only kept on this page; sign up to save your progress and see the vehicle licence checklist too."
    >
      <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <p aria-live="polite" className="font-semibold text-slate-900">
          {doneCount} of {DRIVER_ITEMS.length} complete ({percent}%)
        </p>
        <div aria-hidden className="mt-2 h-2.5 rounded-full bg-slate-200">
          <div className="h-full rounded-full bg-brand-700 transition-[width]" style={{ width: `${percent}%` }} />
        </div>
        <ul className="mt-6 divide-y divide-slate-200">
          {DRIVER_ITEMS.map((item) => {
            const inputId = `${idPrefix}-${item.id}`;
            return (
              <li key={item.id} className="flex items-start gap-3 py-3">
                <input
                  id={inputId}
                  type="checkbox"
                  checked={done.has(item.id)}
                  onChange={() => toggle(item.id)}
                  aria-describedby={`${inputId}-description`}
                  className="mt-2 h-6 w-6 shrink-0 accent-brand-700"
                />
                <div>
                  <label htmlFor={inputId} className="inline-block py-2 font-semibold text-slate-900">
                    {item.title}
                  </label>
                  <p id={`${inputId}-description`} className="text-sm text-slate-700">
                    {item.description}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
        <p className="mt-4 text-sm text-slate-700">Licence rules change from time to time. Check the current requirements with the NTA before you apply.</p>
      </div>
    </HomeSection>
  );
}
