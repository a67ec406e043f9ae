import { useEffect, useRef } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';

interface Props {
  right: number;
  total: number;
  /** Answers still on the phone, marked once they are sent (issue 23). */
  kept?: number;
  /** Answers the server will never count (the question left review, or is not due: issue 32 §3). */
  refused?: number;
  moreDue: boolean;
  onMore: () => void;
}

const answers = (n: number) => (n === 1 ? '1 answer was' : `${n} answers were`);

/** The end of a round: how it went, and another round when more are due. */
export function ReviewSummary({ right, total, kept = 0, refused = 0, moreDue, onMore }: Props) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  const marked = total - kept - refused;
  const missed = marked - right;
  let headline = `You answered ${right} of ${marked} right.`;
  if (kept === total) headline = `You answered ${total} offline.`;
  else if (marked === 0) headline = kept > 0 ? `You answered ${total}: none is marked yet.` : 'None of your answers could be counted.';
  return (
    <Card>
      <CardHeader>
        <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold text-slate-900 focus:outline-none">
          Review complete
        </h2>
      </CardHeader>
      <CardContent className="flex flex-col items-start gap-4">
        <p className="text-lg text-slate-900">{headline}</p>
        {kept > 0 && <p className="text-slate-700">{answers(kept)} saved on this phone: they will be marked when they are sent.</p>}
        {refused > 0 && <p className="text-slate-700">{answers(refused)} not counted, as those questions were no longer due for review.</p>}
        <p className="text-slate-700">
          {missed > 0 ? 'The questions you missed will come back for review tomorrow. ' : ''}
          The ones you knew come back later, each time a little further apart.
        </p>
        {moreDue && <Button onClick={onMore}>Review more</Button>}
      </CardContent>
    </Card>
  );
}
