import { Button } from '#client/components/ui/button.tsx';

export interface ResultActionProps {
  onReturn: () => void;
  /** Absent where a retake means nothing new (a retry of mistakes: retry its own misses instead). */
  onRetake?: (() => void) | undefined;
  /** Absent when nothing was missed. */
  onRetryMistakes?: (() => void) | undefined;
  /** The questions missed (wrong or left out), for the retry's label. */
  missed: number;
  /** A new test is being started from here. */
  starting: boolean;
  /** The retake's label when it is not the whole test again (a simulator part left to pass). */
  retakeLabel?: string;
}

/** The results screen's ways on (spec §2 Return and Retake), and Retry my mistakes (issue 32 §6). */
export function ResultActions({ onReturn, onRetake, onRetryMistakes, missed, starting, retakeLabel = 'Retake Test' }: ResultActionProps) {
  return (
    <div className="flex flex-wrap gap-3">
      <Button variant="outline" onClick={onReturn}>
        Return to Test List
      </Button>
      {onRetake && (
        <Button onClick={onRetake} disabled={starting} aria-busy={starting}>
          {retakeLabel}
        </Button>
      )}
      {onRetryMistakes && missed > 0 && (
        <Button variant="outline" onClick={onRetryMistakes} disabled={starting} aria-busy={starting}>
          Retry my mistakes ({missed})
        </Button>
      )}
    </div>
  );
}
