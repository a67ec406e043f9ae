import { useAdminCoverage } from './api/coverage.ts';
import { QueryState, TabHeading } from './admin-ui.tsx';
import { CoverageTable } from './coverage-table.tsx';

/** How much of the manual's syllabus the course teaches and asks (issue 29), per chapter. */
export function CoverageTab() {
  const coverage = useAdminCoverage();
  return (
    <section>
      <TabHeading title="Syllabus coverage" intro="The manual's core learning points, from the content as last built; npm run content:coverage prints the same figures." />
      <QueryState query={coverage} what="syllabus coverage">
        {() =>
          coverage.data && (
            <div className="flex flex-col gap-4">
              <CoverageLegend />
              <CoverageTable report={coverage.data} />
            </div>
          )
        }
      </QueryState>
    </section>
  );
}

function CoverageLegend() {
  return (
    <details className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-800" open>
      <summary className="cursor-pointer font-semibold text-slate-900">What the numbers mean</summary>
      <dl className="mt-3 grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-slate-900">Core points</dt>
        <dd>Rules, figures, duties and procedures of the manual (ed. 8) likely to be tested; background and retired points are left out.</dd>
        <dt className="font-semibold text-slate-900">Taught</dt>
        <dd>A page or vehicle block of modules 1–11 states it (lists it under syllabus).</dd>
        <dt className="font-semibold text-slate-900">Asked</dt>
        <dd>At least one question of the module 1–11 banks tests it; asked twice, two or more.</dd>
        <dt className="font-semibold text-slate-900">Uncovered</dt>
        <dd>Core points not taught, not asked or asked only once: the work still to do.</dd>
      </dl>
    </details>
  );
}
