import { Timer } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { SIMULATOR_TEST_ID } from '#shared/entry-test.ts';
import type { AttemptSummary } from '#shared/schemas/attempts.ts';
import { useOpenAttempts } from '../../lib/queries/open-attempts.ts';
import { Button } from '../ui/button.tsx';
import { Card, CardContent, CardHeader } from '../ui/card.tsx';

export const continueHref = (id: string) => `/practice-tests?attempt=${encodeURIComponent(id)}`;

function timeLeft(deadline: string | null, now: number): string {
  if (deadline === null) return '';
  const minutes = Math.ceil((Date.parse(deadline) - now) / 60_000);
  if (minutes <= 0) return 'Time is up: open it to see your marks';
  return minutes === 1 ? 'Less than a minute left' : `${minutes} minutes left`;
}

function Row({ attempt, now }: { attempt: AttemptSummary; now: number }) {
  const title = attempt.county && attempt.test.id === SIMULATOR_TEST_ID ? `${attempt.test.title} (${attempt.county})` : attempt.test.title;
  return (
    <li className="flex flex-col gap-3 rounded-md border border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="font-semibold text-slate-900">{title}</p>
        <p className="flex flex-wrap gap-x-4 text-sm text-slate-700">
          <span>
            {attempt.answered} of {attempt.total} answered
          </span>
          <span className="inline-flex items-center gap-1">
            <Timer aria-hidden className="h-4 w-4" />
            {timeLeft(attempt.deadline, now)}
          </span>
        </p>
      </div>
      <Button asChild className="self-start sm:self-auto">
        <Link to={continueHref(attempt.id)} aria-label={`Continue ${title}`}>
          Continue
        </Link>
      </Button>
    </li>
  );
}

/** Unfinished tests held on the server (DESIGN.md §13), on the practice tests page and the dashboard. */
export function ContinueTestsCard({ enabled = true }: { enabled?: boolean }) {
  const headingId = useId();
  const open = useOpenAttempts(enabled);
  const [now] = useState(() => Date.now());
  if (!open.data || open.data.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <Card className="border-brand-100">
        <CardHeader>
          <h2 id={headingId} className="text-xl font-bold text-slate-900">
            Continue your test
          </h2>
          <p className="text-slate-700">Your answers are saved as you go. Pick up where you left off before the time runs out.</p>
        </CardHeader>
        <CardContent>
          <ul className="flex flex-col gap-3">
            {open.data.map((a) => (
              <Row key={a.id} attempt={a} now={now} />
            ))}
          </ul>
        </CardContent>
      </Card>
    </section>
  );
}
