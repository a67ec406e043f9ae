import { Pause, Play, Square, Volume2 } from 'lucide-react';
import { useEffect, useId } from 'react';
import { reader, useReader, useSpeechAvailable } from '#client/lib/speech/reader.ts';
import { SPEEDS, type Speed } from '#client/lib/speech/speech-text.ts';
import { Button } from './button.tsx';

interface Props {
  /** What is read, e.g. "this page" or "the question": named on the button for screen readers. */
  what: string;
  /** The text to speak, worked out when Listen is pressed. */
  text: () => string;
}

/**
 * Read-aloud with the browser's own speech synthesis (issue 23): Listen, then Pause or Resume,
 * Stop and a speed. Hidden where the browser has no voices. Plain buttons and a native select,
 * so keyboards and screen readers work as usual; a polite status says what it is doing.
 */
export function ListenControl({ what, text }: Props) {
  const available = useSpeechAvailable();
  const id = useId();
  const speech = useReader();
  const mine = speech.owner === id;
  const status = mine ? speech.status : 'idle';

  // Leaving the page (or the question) stops its reading.
  useEffect(
    () => () => {
      if (reader.getOwner() === id) reader.stop();
    },
    [id],
  );

  if (!available) return null;
  return (
    <div role="group" aria-label={`Read ${what} aloud`} className="flex flex-wrap items-center gap-2 text-sm">
      {status === 'idle' ? (
        <Button variant="outline" size="sm" onClick={() => reader.start(id, text())} aria-label={`Listen to ${what}`}>
          <Volume2 aria-hidden className="h-4 w-4" />
          Listen
        </Button>
      ) : (
        <>
          <Button variant="outline" size="sm" onClick={() => (status === 'paused' ? reader.resume() : reader.pause())}>
            {status === 'paused' ? <Play aria-hidden className="h-4 w-4" /> : <Pause aria-hidden className="h-4 w-4" />}
            {status === 'paused' ? 'Resume' : 'Pause'}
          </Button>
          <Button variant="outline" size="sm" onClick={() => reader.stop()}>
            <Square aria-hidden className="h-4 w-4" />
            Stop
          </Button>
        </>
      )}
      <label className="flex items-center gap-1 text-slate-700">
        Speed
        <select
          value={speech.speed}
          onChange={(e) => reader.setSpeed(Number(e.target.value) as Speed)}
          className="h-9 rounded-md border border-slate-400 bg-white px-2 text-sm text-slate-900"
        >
          {SPEEDS.map((s) => (
            <option key={s} value={s}>
              {s}×
            </option>
          ))}
        </select>
      </label>
      <span role="status" className="sr-only">
        {status === 'speaking' ? `Reading ${what} aloud` : status === 'paused' ? 'Reading paused' : ''}
      </span>
    </div>
  );
}
