import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { MODULES } from '#shared/modules.ts';
import { vehicleTypeName } from '#shared/vehicle-types.ts';
import { StartQuizButton } from '#client/components/exam/start-quiz-button.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';
import { ProgressBar } from '#client/components/ui/progress-bar.tsx';
import { UpgradePanel } from '#client/components/ui/upgrade-panel.tsx';
import { usePageMeta } from '#client/lib/page-meta.ts';
import { useProgress } from '#client/lib/queries/training-progress.ts';
import { useCurrentUser } from '#client/lib/use-current-user.ts';

export function TrainingPage() {
  usePageMeta({ title: 'Training Modules', description: 'The twelve SPSV Prep course modules.', path: '/training', noindex: true });
  const user = useCurrentUser();
  const progress = useProgress(user.hasPurchased);
  const recordFor = (id: number) => progress.data?.find((r) => r.moduleId === id && r.vehicleType === user.vehicleType);

  return (
    <section className="mx-auto flex max-w-5xl flex-col gap-6">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">Training Modules</h1>
        <p className="mt-2 text-slate-700">
          Twelve modules following the official SPSV manual, with extra notes for {vehicleTypeName(user.vehicleType)} drivers.
        </p>
      </div>
      {!user.hasPurchased && (
        <UpgradePanel title="Unlock Training Modules" intro="Choose a plan to read all twelve modules, track your progress and prepare for the SPSV test." />
      )}
      <ul className="grid gap-4 md:grid-cols-2">
        {MODULES.map((m) => {
          const record = recordFor(m.id);
          const completed = record?.isCompleted ?? false;
          const value = record?.progress ?? 0;
          const title = `Module ${m.id}: ${m.title}`;
          return (
            <li key={m.id}>
              <Card className="flex h-full flex-col">
                <CardHeader>
                  <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
                  {completed && (
                    <p className="flex items-center gap-1.5 text-sm font-semibold text-brand-700">
                      <CheckCircle2 aria-hidden className="h-4 w-4" /> Completed
                    </p>
                  )}
                </CardHeader>
                <CardContent className="mt-auto flex flex-col gap-3">
                  {user.hasPurchased && (
                    <>
                      <div className="flex items-center justify-between text-sm text-slate-700">
                        <span>Progress</span>
                        <span>{value}%</span>
                      </div>
                      <ProgressBar value={value} label={`${title} progress`} />
                      <div className="flex flex-wrap gap-3">
                        <Button asChild variant={completed ? 'outline' : 'default'}>
                          <Link to={`/module/${m.id}?type=${user.vehicleType}`} aria-label={`${completed ? 'Review Module' : 'Continue Learning'}: ${title}`}>
                            {completed ? 'Review Module' : 'Continue Learning'}
                          </Link>
                        </Button>
                        {completed && (
                          <StartQuizButton moduleId={m.id} aria-label={`Take the module quiz: ${title}`}>
                            Take the quiz
                          </StartQuizButton>
                        )}
                      </div>
                    </>
                  )}
                </CardContent>
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
