import { Fragment, useState } from 'react';
import { gapOf, percentOfCore, type CoverageChapter, type CoverageFigures, type CoverageReport, type UncoveredPoint } from '#shared/schemas/coverage.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Badge, ScrollTable, td, th } from './admin-ui.tsx';

const COLUMNS = ['Chapter', 'Core points', 'Taught', 'Asked', 'Asked twice', 'Uncovered points'];
const FIGURES = ['taught', 'asked', 'askedTwice'] as const;

const share = (n: number, core: number) => `${n} (${percentOfCore(n, core)}%)`;

/** Not taught or not asked is a gap; asked once is only thin. */
const toneOf = (p: UncoveredPoint) => (p.taughtBy === 0 || p.askedBy === 0 ? 'bad' : 'warn');

function FigureCells({ figures }: { figures: CoverageFigures }) {
  return (
    <>
      <td className={`${td} text-right tabular-nums`}>{figures.core}</td>
      {FIGURES.map((key) => (
        <td key={key} className={`${td} whitespace-nowrap text-right tabular-nums`}>
          {share(figures[key], figures.core)}
        </td>
      ))}
    </>
  );
}

function UncoveredList({ chapter, id }: { chapter: CoverageChapter; id: string }) {
  return (
    <ul id={id} aria-label={`Uncovered points of ${chapter.code} ${chapter.title}`} className="flex flex-col gap-2">
      {chapter.uncovered.map((p) => (
        <li key={p.id} className="flex flex-col gap-0.5 sm:flex-row sm:items-baseline sm:gap-3">
          <span className="whitespace-nowrap font-semibold text-slate-900">{p.id}</span>
          <Badge tone={toneOf(p)}>{gapOf(p)}</Badge>
          <span>{p.statement}</span>
        </li>
      ))}
    </ul>
  );
}

/** One row per syllabus chapter, in the manual's order, each with its uncovered points on demand. */
export function CoverageTable({ report }: { report: CoverageReport }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (code: string) =>
    setOpen((codes) => {
      const next = new Set(codes);
      if (!next.delete(code)) next.add(code);
      return next;
    });

  return (
    <ScrollTable label="Syllabus coverage by chapter">
      <caption className="sr-only">Core learning points per chapter of the syllabus: taught by a page, asked by a question, asked by two or more</caption>
      <thead>
        <tr className="border-b border-slate-300 bg-slate-50">
          {COLUMNS.map((c, i) => (
            <th key={c} scope="col" className={i > 0 && i < 5 ? `${th} text-right` : th}>
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {report.chapters.map((c) => {
          const expanded = open.has(c.code);
          const listId = `uncovered-${c.code}`;
          const name = `${c.code} ${c.title}`;
          return (
            <Fragment key={c.code}>
              <tr className="border-b border-slate-200">
                <th scope="row" className={`${td} min-w-56 font-semibold text-slate-900`}>
                  {name}
                </th>
                <FigureCells figures={c} />
                <td className={td}>
                  {c.uncovered.length === 0 ? (
                    'None'
                  ) : (
                    <Button variant="link" size="sm" className="h-auto px-0" aria-expanded={expanded} aria-controls={listId} onClick={() => toggle(c.code)}>
                      {expanded ? 'Hide' : 'Show'} {c.uncovered.length}{' '}
                      <span className="sr-only">uncovered points of {name}</span>
                    </Button>
                  )}
                </td>
              </tr>
              {expanded && (
                <tr className="border-b border-slate-200 bg-slate-50">
                  <td colSpan={COLUMNS.length} className={td}>
                    <UncoveredList chapter={c} id={listId} />
                  </td>
                </tr>
              )}
            </Fragment>
          );
        })}
      </tbody>
      <tfoot>
        <tr className="border-t-2 border-slate-300 bg-slate-50">
          <th scope="row" className={`${td} font-semibold text-slate-900`}>
            All chapters
          </th>
          <FigureCells figures={report.overall} />
          <td className={td}>{report.chapters.reduce((n, c) => n + c.uncovered.length, 0)}</td>
        </tr>
      </tfoot>
    </ScrollTable>
  );
}
