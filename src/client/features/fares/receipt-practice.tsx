import { useId, useRef, useState, useEffect } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { ListenControl } from '#client/components/ui/listen-control.tsx';
import { cn } from '#client/lib/cn.ts';
import { parseEuro } from './euro-input.ts';
import { checkReceipt, MADE_CHOICES, newReceiptScenario, scenarioLines, WRITTEN_CHOICES, type FieldResult, type ReceiptScenario } from './receipt-scenario.ts';

const AMOUNTS = [
  { field: 'meter', label: 'Fare on the meter, with the booking fee and extra passengers it records' },
  { field: 'toll', label: 'Toll (0 if none)' },
  { field: 'discount', label: 'Discount (0 if none)' },
  { field: 'paid', label: 'Amount the passenger pays' },
] as const;

type AmountField = (typeof AMOUNTS)[number]['field'];

/** "Fill in the receipt" (issue 33): a new trip each round, checked here field by field. */
export function ReceiptPractice() {
  const [scenario, setScenario] = useState<ReceiptScenario>(() => newReceiptScenario());
  const [round, setRound] = useState(0);
  return (
    <ReceiptRound
      key={round}
      scenario={scenario}
      onNext={() => {
        setScenario(newReceiptScenario());
        setRound((r) => r + 1);
      }}
    />
  );
}

function ReceiptRound({ scenario, onNext }: { scenario: ReceiptScenario; onNext: () => void }) {
  const id = useId();
  const [amounts, setAmounts] = useState<Record<AmountField, string>>({ meter: '', toll: '', discount: '', paid: '' });
  const [written, setWritten] = useState<ReadonlySet<string>>(() => new Set());
  const [made, setMade] = useState<string | null>(null);
  const [results, setResults] = useState<FieldResult[] | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const lines = scenarioLines(scenario);

  useEffect(() => {
    if (results) resultRef.current?.focus();
  }, [results]);

  const check = () =>
    setResults(
      checkReceipt(scenario, {
        meter: parseEuro(amounts.meter),
        toll: amounts.toll.trim() === '' ? 0 : parseEuro(amounts.toll),
        discount: amounts.discount.trim() === '' ? 0 : parseEuro(amounts.discount),
        paid: parseEuro(amounts.paid),
        written,
        made,
      }),
    );
  const resultOf = (field: string) => results?.find((r) => r.field === field);

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <p className="text-lg font-semibold text-slate-900">Fill in the receipt for this taxi trip.</p>
        <ul className="flex flex-col gap-1 rounded-md bg-slate-50 p-3 text-slate-900">
          {lines.map((l) => (
            <li key={l}>{l}</li>
          ))}
        </ul>
        <ListenControl what="the trip" text={() => ['Fill in the receipt for this taxi trip.', ...lines].join('. ')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {AMOUNTS.map(({ field, label }) => (
          <div key={field} className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-${field}`}>{label} (€)</Label>
            <Input
              id={`${id}-${field}`}
              inputMode="decimal"
              autoComplete="off"
              value={amounts[field]}
              disabled={results !== null}
              aria-invalid={resultOf(field)?.right === false ? true : undefined}
              onChange={(e) => setAmounts((old) => ({ ...old, [field]: e.target.value }))}
            />
          </div>
        ))}
      </div>
      <fieldset disabled={results !== null} className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold text-slate-900">What must you write on this receipt?</legend>
        {WRITTEN_CHOICES.map((c) => (
          <label key={c.value} className="flex min-h-11 items-center gap-3 text-slate-900">
            <input
              type="checkbox"
              checked={written.has(c.value)}
              onChange={(e) =>
                setWritten((old) => {
                  const next = new Set(old);
                  if (e.target.checked) next.add(c.value);
                  else next.delete(c.value);
                  return next;
                })
              }
              className="h-5 w-5 accent-brand-700"
            />
            {c.label}
          </label>
        ))}
      </fieldset>
      <fieldset disabled={results !== null} className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold text-slate-900">How must the receipt be made?</legend>
        {MADE_CHOICES.map((c) => (
          <label key={c.value} className="flex min-h-11 items-center gap-3 text-slate-900">
            <input type="radio" name={`${id}-made`} value={c.value} checked={made === c.value} onChange={() => setMade(c.value)} className="h-5 w-5 accent-brand-700" />
            {c.label}
          </label>
        ))}
      </fieldset>
      {results && (
        <div ref={resultRef} tabIndex={-1} className="flex flex-col gap-3 rounded-md border border-slate-300 bg-white p-4 focus:outline-none">
          <p className="text-lg font-bold text-slate-900">
            {results.filter((r) => r.right).length} of {results.length} right
          </p>
          <ul className="flex flex-col gap-3">
            {results.map((r) => (
              <li key={r.field} className={cn('rounded-md border p-3', r.right ? 'border-brand-700 bg-brand-50' : 'border-red-300 bg-red-50')}>
                <p className="font-semibold text-slate-900">
                  {r.label}: {r.right ? 'right' : 'wrong'}. The answer is {r.answer}.
                </p>
                <p className="text-sm text-slate-800">{r.why}</p>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex justify-end border-t border-slate-200 pt-5">
        {results ? <Button onClick={onNext}>Try another trip</Button> : <Button onClick={check}>Check the receipt</Button>}
      </div>
    </div>
  );
}
