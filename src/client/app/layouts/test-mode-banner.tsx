import { useSiteStatus } from '#client/lib/site-status.ts';

/**
 * Whenever the sandbox payment provider runs, every page says so (DESIGN.md §15). Fixed to the
 * bottom edge, so appearing after load moves nothing on the page, with a spacer so it never
 * hides the end of the page.
 */
export function TestModeBanner() {
  const status = useSiteStatus();
  if (!status?.paymentsTestMode) return null;
  return (
    <>
      <div aria-hidden="true" className="h-10" />
      <div role="note" aria-label="Test mode" className="fixed inset-x-0 bottom-0 z-30 border-t border-amber-400 bg-amber-100 px-4 py-2 text-center text-sm text-amber-950">
        <strong>Test mode:</strong> payments are simulated and no real money is taken.
      </div>
    </>
  );
}
