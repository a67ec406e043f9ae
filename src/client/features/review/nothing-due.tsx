import { Card, CardContent } from '#client/components/ui/card.tsx';
import { formatLongDate } from '#client/lib/format.ts';

export function NothingDue({ nextDue }: { nextDue: string | null }) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-2 pt-6">
        <h2 className="text-xl font-bold text-slate-900">Nothing to review right now</h2>
        <p className="text-slate-700">
          {nextDue
            ? `Your next review falls due on ${formatLongDate(nextDue)}.`
            : 'Take a practice test or a module quiz: the questions you answer come back here when they are due.'}
        </p>
      </CardContent>
    </Card>
  );
}
