import { Flag } from 'lucide-react';
import { cn } from '#client/lib/cn.ts';
import type { AttemptAnswer } from './attempt-state.ts';

export function navigatorLabel(n: number, answer: Pick<AttemptAnswer, 'selected' | 'flagged'>): string {
  return `Question ${n}, ${answer.selected === null ? 'not answered' : 'answered'}${answer.flagged ? ', flagged' : ''}`;
}

/** The Entry Test's question grid: jump to any question of the part; state is in each button's name. */
export function QuestionNavigator({ answers, current, onGo }: { answers: readonly AttemptAnswer[]; current: number; onGo: (index: number) => void }) {
  return (
    <nav aria-label="Question navigator" className="flex flex-col gap-2">
      <p className="text-sm text-slate-700">Filled: answered. Flag: marked for review.</p>
      <ol className="grid grid-cols-6 gap-2 sm:grid-cols-9 lg:grid-cols-12">
        {answers.map((answer, i) => (
          <li key={answer.position}>
            <button
              type="button"
              aria-label={navigatorLabel(i + 1, answer)}
              aria-current={i === current ? 'step' : undefined}
              onClick={() => onGo(i)}
              className={cn(
                'relative flex h-10 w-full items-center justify-center rounded-md border text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                answer.selected === null ? 'border-slate-400 bg-white text-slate-900 hover:bg-slate-50' : 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800',
                i === current && 'ring-2 ring-slate-900 ring-offset-2',
              )}
            >
              {i + 1}
              {answer.flagged && <Flag aria-hidden className="absolute -top-1.5 -right-1.5 h-4 w-4 rounded-full bg-amber-300 p-0.5 text-slate-900" />}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
