import { useId, useState } from 'react';
import { ENTRY_PASS_MARK } from '#shared/entry-test.ts';
import { COUNTY_OPTIONS, DEFAULT_COUNTY, type CountyOption } from '#shared/practice-tests.ts';
import { StartQuizButton } from '#client/components/exam/start-quiz-button.tsx';
import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Select } from '#client/components/ui/select.tsx';
import { useReadiness } from './api/readiness-query.ts';
import { chanceText, ReadinessBar } from './readiness-bar.tsx';

const isCounty = (value: string): value is CountyOption => (COUNTY_OPTIONS as readonly string[]).includes(value);

/**
 * Readiness (DESIGN.md §14): the chance of passing each Entry Test module now, and the weakest
 * modules to practise. Area Knowledge starts on the learner's own county when their plan names one.
 */
export function ReadinessCard({ planCounty = null }: { planCounty?: string | null }) {
  const headingId = useId();
  const selectId = useId();
  // The learner's own county's bank (issue 31 §4), also when their plan arrives after the first render.
  const [chosen, setCounty] = useState<CountyOption | null>(null);
  const county = chosen ?? (planCounty && isCounty(planCounty) ? planCounty : DEFAULT_COUNTY);
  const readiness = useReadiness(county);
  const weakest = readiness.data?.modules.slice(0, 3) ?? [];
  const first = weakest[0];

  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader>
          <h2 id={headingId} className="text-xl font-bold text-slate-900">
            Your readiness
          </h2>
          <p className="text-slate-700">
            An estimate from your answers so far: how well you answer tells us how you are likely to do on questions you have not met yet, and the range shows how sure
            we can be. The line on each bar is the official {Math.round(ENTRY_PASS_MARK * 100)}% pass mark.
          </p>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <div className="flex flex-col gap-1.5 sm:max-w-xs">
            <Label htmlFor={selectId}>Area Knowledge for</Label>
            <Select id={selectId} value={county} onChange={(e) => isCounty(e.target.value) && setCounty(e.target.value)}>
              {COUNTY_OPTIONS.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </Select>
          </div>
          {readiness.isPending && <p role="status" className="text-slate-700">Working out your readiness...</p>}
          {readiness.isError && <p role="alert" className="text-red-800">Your readiness could not be loaded. Please try again later.</p>}
          {readiness.data && (
            <>
              <div
                role="status"
                className={`rounded-md border p-3 ${readiness.data.readyToBook.ready ? 'border-brand-700 bg-brand-50 text-slate-900' : 'border-slate-300 bg-slate-50 text-slate-900'}`}
              >
                <p className="font-semibold">{readiness.data.readyToBook.ready ? 'Ready to book' : 'Not ready to book yet'}</p>
                <p className="text-sm">{readiness.data.readyToBook.next}</p>
              </div>
              <div className="grid gap-6 md:grid-cols-2">
                <ReadinessBar {...readiness.data.industryKnowledge} />
                <ReadinessBar {...readiness.data.county} />
              </div>
              <div className="flex flex-col gap-3">
                <h3 className="font-semibold text-slate-900">Weakest modules</h3>
                <p className="text-sm text-slate-700">Your chance of passing each one's ten-question quiz.</p>
                <ol className="flex flex-col gap-2">
                  {weakest.map((m) => (
                    <li key={m.key} className="flex flex-wrap justify-between gap-2 rounded-md border border-slate-200 p-3 text-slate-900">
                      <span>
                        Module {m.moduleId}: {m.title}
                      </span>
                      <span className="font-semibold">{chanceText(m.probability)}</span>
                    </li>
                  ))}
                </ol>
                {first && (
                  <StartQuizButton moduleId={first.moduleId} className="self-start">
                    Practise weakest module
                  </StartQuizButton>
                )}
              </div>
            </>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
