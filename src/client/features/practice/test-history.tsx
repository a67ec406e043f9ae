import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { ResultRecord } from '#shared/schemas/practice.ts';
import { percent } from '#shared/scoring.ts';
import { vehicleTypeName, type VehicleType } from '#shared/vehicle-types.ts';
import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';
import { formatDate } from '#client/lib/format.ts';

// Tight on small phones so the four columns fit 320 px without a scroller.
const cell = 'px-1.5 py-2.5 text-left align-top sm:px-3';

/**
 * Spec §2: every attempt for the learner's vehicle type, newest first, with an empty state. Each
 * row opens that sitting's marked results (issue 32 §6), and Pass is as the server marked it: 75 %
 * in each part for the simulator, 80 % for a practice set.
 */
export function TestHistory({ results, vehicleType }: { results: readonly ResultRecord[]; vehicleType: VehicleType }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader>
          <h2 id={headingId} className="text-xl font-bold text-slate-900">
            Test History
          </h2>
        </CardHeader>
        <CardContent className="px-4 sm:px-6">
          {results.length === 0 ? (
            <p className="rounded-md bg-slate-100 p-4 text-slate-800">
              No attempts yet. Your {vehicleTypeName(vehicleType)} test results will appear here after you complete a test.
            </p>
          ) : (
            <>
              <p className="mb-3 text-sm text-slate-700">Open a test to see every question with your answer, the right one and why.</p>
              <table className="w-full border-collapse text-xs sm:text-sm">
                <caption className="sr-only">Your practice test attempts as a {vehicleTypeName(vehicleType)} learner, newest first</caption>
                <thead>
                  <tr className="border-b border-slate-300 text-slate-900">
                    <th scope="col" className={cell}>Test Type</th>
                    <th scope="col" className={cell}>Date</th>
                    <th scope="col" className={cell}>Score</th>
                    <th scope="col" className={cell}>Result</th>
                  </tr>
                </thead>
                <tbody>
                  {results.map(({ passed, ...r }) => {
                    return (
                      <tr key={r.id} className="border-b border-slate-200 text-slate-800">
                        <td className={cell}>
                          <Link to={`/practice-tests?attempt=${encodeURIComponent(r.id)}`} className="font-medium text-brand-700 underline underline-offset-2">
                            {r.testType}
                          </Link>
                        </td>
                        <td className={`${cell} whitespace-nowrap`}>{formatDate(r.dateTaken)}</td>
                        <td className={cell}>
                          {r.score}/{r.totalQuestions} ({percent(r.score, r.totalQuestions)}%)
                        </td>
                        <td className={cell}>
                          <span className={passed ? 'font-semibold text-brand-700' : 'font-semibold text-orange-800'}>{passed ? 'Pass' : 'Try Again'}</span>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
