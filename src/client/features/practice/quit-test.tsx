import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';

/** Leaving keeps the attempt on the server, so it can be continued until its time runs out. */
export function QuitTest({ onQuit }: { onQuit: () => void }) {
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return (
      <Button variant="link" className="h-auto self-start px-0" onClick={() => setConfirming(true)}>
        Quit Test
      </Button>
    );
  }
  return (
    <div role="alert" className="flex flex-col gap-3 rounded-md border border-slate-300 bg-slate-50 p-4 sm:flex-row sm:items-center">
      <p className="text-slate-900">Leave this test? Your answers are saved: continue it from the test list before its time runs out.</p>
      <div className="flex gap-2">
        <Button variant="destructive" size="sm" onClick={onQuit}>
          Leave Test
        </Button>
        <Button variant="outline" size="sm" onClick={() => setConfirming(false)}>
          Keep Going
        </Button>
      </div>
    </div>
  );
}
