import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { DRILL_LENGTH, type DrillSession, type FareDrillStyle } from '#shared/schemas/fares.ts';
import { percent } from '#shared/scoring.ts';
import { Button } from '#client/components/ui/button.tsx';
import { DrillLoadError } from '#client/components/ui/drill-load-error.tsx';
import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';
import { ProgressBar } from '#client/components/ui/progress-bar.tsx';
import { notifyError } from '#client/lib/toast.ts';
import { useDrillSession, useStartDrill } from './api/drill-session.ts';
import { DrillQuestion } from './drill-question.tsx';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Drills of ten (issue 33); the session's id rides in the URL, so a reload carries on where it was. */
export function DrillArea() {
  const [params, setParams] = useSearchParams();
  const drillId = params.get('drill');
  const open = (id: string | null) =>
    setParams(
      (old) => {
        const next = new URLSearchParams(old);
        if (id) next.set('drill', id);
        else next.delete('drill');
        return next;
      },
      { replace: false },
    );
  if (drillId && UUID.test(drillId)) return <DrillSessionView key={drillId} id={drillId} onNew={() => open(null)} />;
  return <StartDrill onStarted={open} />;
}

function StartDrill({ onStarted }: { onStarted: (id: string) => void }) {
  const [style, setStyle] = useState<FareDrillStyle>('options');
  const start = useStartDrill();
  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl font-bold text-slate-900">Drill of {DRILL_LENGTH}</h2>
        <p className="text-slate-700">Fares, rates, extras and receipts, new every time. Each answer is marked at once, with the working and where to read it in the manual.</p>
      </CardHeader>
      <CardContent className="flex flex-col items-start gap-4">
        <label className="flex min-h-11 items-center gap-3 text-slate-900">
          <input type="checkbox" checked={style === 'amount'} onChange={(e) => setStyle(e.target.checked ? 'amount' : 'options')} className="h-5 w-5 accent-brand-700" />
          Type fare answers in euro instead of choosing from four
        </label>
        <Button
          size="lg"
          disabled={start.isPending}
          aria-busy={start.isPending}
          onClick={() => start.mutate(style, { onSuccess: (s) => onStarted(s.id), onError: () => notifyError('Error', 'The drill could not be started. Please try again.') })}
        >
          {start.isPending ? 'Starting...' : `Start a drill of ${DRILL_LENGTH}`}
        </Button>
      </CardContent>
    </Card>
  );
}

function DrillSessionView({ id, onNew }: { id: string; onNew: () => void }) {
  const session = useDrillSession(id);
  if (session.isPending) return <p role="status" className="text-slate-700">Loading your drill...</p>;
  if (session.isError) return <DrillLoadError onNew={onNew} />;
  return <DrillRound session={session.data} onNew={onNew} />;
}

function DrillRound({ session, onNew }: { session: DrillSession; onNew: () => void }) {
  // Opens on the first drill not yet answered; after that the learner moves on when ready.
  const [index, setIndex] = useState(() => {
    const first = session.drills.findIndex((d) => d.mark === null);
    return first === -1 ? session.drills.length : first;
  });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const total = session.drills.length;
  const drill = session.drills[index];

  // Keyboard and screen-reader users land on the new question, not on a button that moved.
  useEffect(() => {
    if (index > 0) headingRef.current?.focus();
  }, [index]);

  if (!drill) {
    return (
      <Card role="region" aria-labelledby="drill-done">
        <CardHeader>
          <h2 id="drill-done" ref={headingRef} tabIndex={-1} className="text-xl font-bold text-slate-900 focus:outline-none">
            Drill complete
          </h2>
          <p className="text-lg text-slate-900">
            You answered {session.right} of {total} right.
          </p>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <ProgressBar value={percent(session.right, total)} label="Drill score" />
          <ol className="flex flex-col gap-1 text-slate-800">
            {session.drills.map((d) => (
              <li key={d.position}>
                {d.position + 1}. {d.mark?.correct ? 'Right' : 'Wrong'}: {d.prompt}
              </li>
            ))}
          </ol>
          <div className="flex flex-wrap gap-3">
            <Button onClick={onNew}>Start another drill</Button>
            <Button asChild variant="outline">
              <Link to="/dashboard">Back to the dashboard</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    );
  }

  return (
    <section aria-labelledby="drill-progress">
      <Card>
        <CardHeader>
          <h2 id="drill-progress" ref={headingRef} tabIndex={-1} className="text-base font-semibold text-slate-800 focus:outline-none">
            Question {index + 1} of {total}
          </h2>
          <ProgressBar value={percent(index + 1, total)} label="Drill progress" />
          <p className="text-sm text-slate-700">
            {session.right} right so far
          </p>
        </CardHeader>
        <CardContent>
          <DrillQuestion key={drill.position} sessionId={session.id} drill={drill} isLast={index === total - 1} onNext={() => setIndex((i) => i + 1)} />
        </CardContent>
      </Card>
    </section>
  );
}
