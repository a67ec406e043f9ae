import { Button } from './button.tsx';

/** A drill session that could not be loaded (fares, maps): say so and offer a fresh one. */
export function DrillLoadError({ onNew }: { onNew: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
      This drill could not be loaded.
      <Button variant="outline" onClick={onNew}>
        Start a new drill
      </Button>
    </div>
  );
}
