import { useId } from 'react';
import { StartQuizButton } from '#client/components/exam/start-quiz-button.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';
import { useReadiness } from './api/readiness.ts';
import { useCountyChoice } from './county-select.tsx';

/**
 * "Drill my weakest module" (issue 32 §6): readiness lists the modules weakest first; this starts
 * that module's ten-question quiz. Until the learner has answered anything there is no weakest.
 */
export function WeakestModuleCard({ disabled }: { disabled: boolean }) {
  const headingId = useId();
  const [county] = useCountyChoice();
  const readiness = useReadiness(county);
  const modules = readiness.data?.modules ?? [];
  const weakest = modules.some((m) => m.seen > 0) ? modules[0] : undefined;

  let body;
  if (readiness.isPending) body = <p className="text-slate-700">Finding your weakest module...</p>;
  else if (readiness.isError) body = <p className="text-slate-700">Your weakest module could not be worked out just now. Please reload the page to try again.</p>;
  else if (!weakest) body = <p className="text-slate-700">Take a practice set or a module quiz first: your weakest module shows here once you have answered some questions.</p>;
  else {
    body = (
      <>
        <p className="text-slate-900">
          Your weakest module now: <span className="font-semibold">Module {weakest.moduleId}, {weakest.title}</span>. Ten questions from it, with the answers and
          why at the end.
        </p>
        {disabled ? (
          <Button className="self-start" disabled>
            Drill my weakest module
          </Button>
        ) : (
          <StartQuizButton className="self-start" moduleId={weakest.moduleId}>
            Drill my weakest module
          </StartQuizButton>
        )}
      </>
    );
  }

  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader>
          <h2 id={headingId} className="text-xl font-bold text-slate-900">
            Drill what you get wrong
          </h2>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          {body}
          <p className="text-sm text-slate-700">After any test, &quot;Retry my mistakes&quot; on its results asks again just the questions you missed.</p>
        </CardContent>
      </Card>
    </section>
  );
}
