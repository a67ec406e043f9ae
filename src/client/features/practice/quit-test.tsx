import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';

/** Leaving mid-test loses the answers, so it takes a second, explicit press. */
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
      <p className="text-slate-900">Quit this test? Your answers will not be saved.</p>
      <div className="flex gap-2">
        <Button variant="destructive" size="sm" onClick={onQuit}>
          Quit Without Saving
        </Button>
        <Button variant="outline" size="sm" onClick={() => setConfirming(false)}>
          Keep Going
        </Button>
      </div>
    </div>
  );
}
