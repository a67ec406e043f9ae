import { ENTRY_PASS_MARK } from '#shared/entry-test.ts';
import { ProgressBar } from '#client/components/ui/progress-bar.tsx';

const LINE = Math.round(ENTRY_PASS_MARK * 100);

/** A chance (0–1) as a whole percent; a tiny chance reads "under 1%", not a flat 0. */
export function chanceText(probability: number): string {
  const p = Math.round(probability * 100);
  if (p === 0 && probability > 0) return 'under 1%';
  return `${p}%`;
}

/** "likely 60%–82%, from 54 answers": how sure the estimate is, and what it rests on. */
export function rangeText(low: number, high: number, answers: number): string {
  const from = answers === 0 ? 'no answers yet' : `${answers} answer${answers === 1 ? '' : 's'}`;
  return `likely between ${chanceText(low)} and ${chanceText(high)}, from ${from}`;
}

/** One test's chance of passing, with its range, against the official 75% line marked on the bar. */
export function ReadinessBar({ title, probability, low, high, answers }: { title: string; probability: number; low: number; high: number; answers: number }) {
  const value = Math.round(probability * 100);
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <p className="text-slate-800">
        Chance of passing a fresh test: <strong className="text-slate-900">{chanceText(probability)}</strong>
        <span className="block text-sm text-slate-700">({rangeText(low, high, answers)})</span>
      </p>
      <ProgressBar value={value} marker={LINE} label={`${title}: chance of passing`} barClassName={value >= LINE ? 'bg-brand-700' : 'bg-orange-600'} />
      <div aria-hidden className="relative h-4 text-xs text-slate-700">
        <span className="absolute -translate-x-1/2 whitespace-nowrap" style={{ left: `${LINE}%` }}>
          {LINE}% line
        </span>
      </div>
    </div>
  );
}
