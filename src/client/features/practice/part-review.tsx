import { useEffect, useId, useRef } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import type { AttemptPart } from './attempt-state.ts';

interface ReviewProps {
  part: AttemptPart;
  nextPart: AttemptPart | null;
  lists: { unanswered: number[]; flagged: number[]; answered: number };
  onGo: (index: number) => void;
  onBack: () => void;
  onEnd: () => void;
  working: boolean;
  timeUp: boolean;
}

function Jumps({ title, indexes, empty, onGo }: { title: string; indexes: number[]; empty: string; onGo: (index: number) => void }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h4 id={headingId} className="font-semibold text-slate-900">
        {title} ({indexes.length})
      </h4>
      {indexes.length === 0 ? (
        <p className="text-slate-700">{empty}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {indexes.map((i) => (
            <li key={i}>
              <Button variant="outline" size="sm" onClick={() => onGo(i)}>
                Question {i + 1}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Before a part ends: what is unanswered or flagged, with a way back to each, then End part. */
export function PartReview({ part, nextPart, lists, onGo, onBack, onEnd, working, timeUp }: ReviewProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h3 ref={headingRef} tabIndex={-1} className="text-lg font-bold text-slate-900 focus:outline-none">
          Review {part.title}
        </h3>
        <p className="text-slate-800">
          You have answered {lists.answered} of {part.count} questions in this part.
        </p>
      </div>
      <Jumps title="Not answered" indexes={lists.unanswered} empty="None: every question has an answer." onGo={onGo} />
      <Jumps title="Flagged for review" indexes={lists.flagged} empty="None flagged." onGo={onGo} />
      <p className="text-sm text-slate-700">
        Once this part ends you cannot go back to it.
        {nextPart ? ` ${nextPart.title} starts straight away, with ${nextPart.timeLimit} minutes of its own.` : ' Your test is then marked.'}
      </p>
      <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-5">
        {!timeUp && (
          <Button variant="outline" onClick={onBack}>
            Back to Questions
          </Button>
        )}
        <Button onClick={onEnd} disabled={working} aria-busy={working}>
          End part
        </Button>
      </div>
    </div>
  );
}
