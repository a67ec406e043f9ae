import { Button } from '#client/components/ui/button.tsx';
import type { AttemptControls } from './use-attempt-actions.ts';

/** A failed save never traps the learner: they see it, can retry, and can carry on meanwhile. */
export function SaveStatus({ controls }: { controls: AttemptControls }) {
  return (
    <>
      {controls.saveState.kind === 'queued' && (
        <p role="status" className="rounded-md border border-slate-300 bg-slate-100 p-3 text-slate-900">
          <span className="font-semibold">You are offline.</span> Your answers are saved on this device and will be sent when you are back online.
        </p>
      )}
      {controls.saveState.kind === 'failed' && (
        <div role="alert" className="flex flex-col gap-3 rounded-md border border-red-300 bg-red-50 p-3 text-red-900 sm:flex-row sm:items-center sm:justify-between">
          <p>
            <span className="font-semibold">Your last answer was not saved.</span> Check your connection and retry. The answers saved before it are safe on the server.
          </p>
          <Button variant="outline" size="sm" onClick={controls.retrySave}>
            Retry
          </Button>
        </div>
      )}
    </>
  );
}
