import { ListenControl } from '#client/components/ui/listen-control.tsx';

const box = 'flex flex-col gap-2 rounded-md border p-4';

interface VerdictProps {
  correct: boolean;
  /** The right option's text, shown when the choice was wrong. */
  rightText: string;
  explanation: string;
}

/** Right or wrong, the right answer and why. */
export function VerdictBox({ correct, rightText, explanation }: VerdictProps) {
  return (
    <div className={`${box} ${correct ? 'border-brand-700 bg-brand-50' : 'border-red-300 bg-red-50'}`}>
      <p className={`text-lg font-bold ${correct ? 'text-brand-800' : 'text-red-900'}`}>{correct ? 'Correct' : 'Incorrect'}</p>
      {!correct && <p className="text-slate-900">The right answer is: {rightText}</p>}
      <p className="text-slate-800">{explanation}</p>
      <ListenControl what="the explanation" text={() => `${correct ? 'Correct.' : `Incorrect. The right answer is: ${rightText}.`} ${explanation}`} />
    </div>
  );
}

/**
 * An answer kept on the phone (issue 32 §3). `offline` says why it waits; `known` is set when
 * the page already had the key from the server, so the result is shown now and only the saving
 * waits.
 */
export function SavedBox({ offline, known }: { offline: boolean; known: boolean }) {
  let why = offline ? 'You are offline.' : 'The server could not take it just now.';
  why += known ? ' It counts towards your review once it is sent.' : ' You will see whether you were right as soon as it is sent.';
  return (
    <div className={`${box} border-slate-300 bg-slate-50`}>
      <p className="text-lg font-bold text-slate-900">Saved on this phone, will send when online</p>
      <p className="text-slate-800">{why} You can carry on with the next question.</p>
    </div>
  );
}

/** The server will never take this answer (no longer in review, not due): said plainly, nothing lost besides. */
export function RefusedBox({ message }: { message: string }) {
  return (
    <div className={`${box} border-amber-300 bg-amber-50`}>
      <p className="text-lg font-bold text-slate-900">Not counted</p>
      <p className="text-slate-800">{message} The rest of your review is not affected.</p>
    </div>
  );
}
