import { useEffect, useRef } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';

/** The end of a round: how it went, and another round when more are due. */
/** `kept`: answers given offline, marked once they are sent (issue 23). */
export function ReviewSummary({ right, total, kept = 0, moreDue, onMore }: { right: number; total: number; kept?: number; moreDue: boolean; onMore: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  const missed = total - right - kept;
  return (
    <Card>
      <CardHeader>
        <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold text-slate-900 focus:outline-none">
          Review complete
        </h2>
      </CardHeader>
      <CardContent className="flex flex-col items-start gap-4">
        <p className="text-lg text-slate-900">
          {kept === total ? `You answered ${total} offline.` : `You answered ${right} of ${total - kept} right.`}
        </p>
        {kept > 0 && <p className="text-slate-700">{kept === 1 ? '1 answer was' : `${kept} answers were`} given offline: they will be marked when you are back online.</p>}
        <p className="text-slate-700">
          {missed > 0 ? 'The questions you missed will come back for review tomorrow. ' : ''}
          The ones you knew come back later, each time a little further apart.
        </p>
        {moreDue && <Button onClick={onMore}>Review more</Button>}
      </CardContent>
    </Card>
  );
}
