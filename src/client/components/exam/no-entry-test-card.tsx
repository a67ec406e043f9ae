import { Link } from 'react-router-dom';
import { Card, CardContent, CardHeader } from '../ui/card.tsx';

const LINK = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800';

/**
 * Why a local area hackney learner sees no test date, readiness, simulator or tracker
 * (issue 32 §4), and where their own rules are. `where` names the screen it stands on.
 */
export function NoEntryTestCard({ where }: { where: 'dashboard' | 'practice' }) {
  return (
    <section aria-labelledby={`no-entry-test-${where}`}>
      <Card className="border-brand-100 bg-brand-50">
        <CardHeader>
          <h2 id={`no-entry-test-${where}`} className="text-xl font-bold text-slate-900">
            No Entry Test for local area hackney drivers
          </h2>
        </CardHeader>
        <CardContent className="flex flex-col gap-3 text-slate-800">
          <p>
            Local area hackney driver applicants do not sit the SPSV Driver Entry Test (the official manual, appendix B). So there is no test date, simulator, test tracker or
            readiness figure here: you do not need them.
          </p>
          <p>
            Your course is the twelve modules, the licence checklists and the local area hackney rules: your driver licence in{' '}
            <Link to="/module/2?type=local_area_hackney" className={LINK}>
              Module 2
            </Link>{' '}
            and your vehicle licence in{' '}
            <Link to="/module/4?type=local_area_hackney" className={LINK}>
              Module 4
            </Link>
            .{' '}
            {where === 'practice' ? 'The practice sets below check what you have learned, if you want them.' : <Link to="/checklists" className={LINK}>Open your checklists</Link>}
          </p>
        </CardContent>
      </Card>
    </section>
  );
}
