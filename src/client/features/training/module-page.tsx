import { useId, useRef } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ApiError } from '#shared/api-error.ts';
import { DEFAULT_PAGE_COUNT, getModule, MODULES } from '#shared/modules.ts';
import { isCounty } from '#shared/practice-tests.ts';
import { CountyMapPanel } from '#client/components/maps/county-map-panel.tsx';
import { readerProgress } from '#shared/scoring.ts';
import { DEFAULT_VEHICLE_TYPE, isVehicleType } from '#shared/vehicle-types.ts';
import { StartQuizButton } from '#client/components/exam/start-quiz-button.tsx';
import { GlossaryHtml } from '#client/components/glossary/glossary-html.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { ListenControl } from '#client/components/ui/listen-control.tsx';
import { ProgressBar } from '#client/components/ui/progress-bar.tsx';
import { Select } from '#client/components/ui/select.tsx';
import { UpgradePanel } from '#client/components/ui/upgrade-panel.tsx';
import { useGlossary } from '#client/lib/glossary/use-glossary.ts';
import { usePageMeta } from '#client/lib/page-meta.ts';
import { useSaveProgress } from '#client/lib/queries/training-progress.ts';
import { htmlToSpeech } from '#client/lib/speech/speech-text.ts';
import { notify, notifyError } from '#client/lib/toast.ts';
import { useCurrentUser } from '#client/lib/use-current-user.ts';
import { useModuleContent } from './api/get-module-content.ts';
import { KeyPoints } from './key-points.tsx';
import { countedPages, useReadingProgress } from './reading-progress.ts';
import { VehicleBlock } from './vehicle-block.tsx';

/** The module the fares trainer practises (issue 33): its reader links to /fares. */
const FARES_MODULE = MODULES.find((m) => m.slug === 'fares')?.id;

/** The paged module reader (spec §2 /module/{id}); the page lives in the URL so a reload keeps it. */
export function ModulePage() {
  const { id } = useParams();
  const module = getModule(Number(id));
  if (!module || String(module.id) !== id) return <Navigate to="/training" replace />;
  return <Reader moduleId={module.id} title={module.title} />;
}

function Reader({ moduleId, title }: { moduleId: number; title: string }) {
  usePageMeta({ title: `Module ${moduleId}: ${title}`, description: `Module ${moduleId} of the SPSV Prep course.`, path: `/module/${moduleId}`, noindex: true });
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const typeParam = params.get('type');
  const type = isVehicleType(typeParam) ? typeParam : DEFAULT_VEHICLE_TYPE;
  const countyParam = params.get('county');
  const county = isCounty(countyParam) ? countyParam : undefined;
  const content = useModuleContent(moduleId, type, user.hasPurchased, county);
  const save = useSaveProgress();
  // Terms are marked once the glossary chunk arrives; the page shows at once either way.
  const glossary = useGlossary().data;
  const headingRef = useRef<HTMLHeadingElement>(null);

  const locked = !user.hasPurchased || (content.error instanceof ApiError && content.error.status === 402);
  const pages = content.data?.pages ?? [];
  const total = pages.length > 0 ? pages.length : DEFAULT_PAGE_COUNT;
  const pageNumber = Math.min(Math.max(1, Number(params.get('page')) || 1), total);
  const page = pages[pageNumber - 1];
  const isLast = pageNumber === total;
  const percent = readerProgress(pageNumber, total);
  // Module 12 completes on the learner's own county: its last counted page offers Complete Module (issue 32 §9).
  const counted = countedPages(pages);
  const canComplete = isLast || (pages.length > 0 && pageNumber === counted);
  // Another county's guide comes first but does not count: reading counts from the counted pages reached.
  const countedReached = page && (!page.county || page.county.isOwnCounty) ? countedPages(pages.slice(0, pageNumber)) : 0;
  useReadingProgress({ moduleId, type, pageNumber: countedReached, counted, ready: user.hasPurchased && content.isSuccess });

  const goTo = (n: number) => {
    setParams({ type, page: String(n), ...(county ? { county } : {}) });
    window.scrollTo({ top: 0 });
    headingRef.current?.focus();
  };

  const complete = () =>
    save.mutate(
      { moduleId, vehicleType: type, progress: 100, isCompleted: true },
      {
        onSuccess: () => {
          notify('Progress saved', 'Your training progress has been updated.');
          navigate('/training');
        },
        onError: () => notifyError('Error', 'Failed to update progress. Please try again.'),
      },
    );

  const header = (
    <header className="flex flex-col gap-3">
      <Link to="/training" className="text-sm font-semibold text-brand-700 underline">
        Back to Modules
      </Link>
      <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none sm:text-3xl">
        Module {moduleId}: {title}
      </h1>
    </header>
  );

  if (locked) {
    return (
      <article className="mx-auto flex max-w-3xl flex-col gap-6">
        {header}
        <UpgradePanel title="Unlock Training Modules" intro="Choose a plan to read this module and the rest of the course." />
      </article>
    );
  }
  if (content.isPending) return <p role="status" className="p-8 text-slate-700">Loading...</p>;
  if (content.isError) return <p role="alert" className="p-8 text-red-800">This module could not be loaded. Please try again.</p>;

  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6">
      {header}
      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between text-sm text-slate-700">
          <span>
            Page {pageNumber} of {total}
          </span>
          <span>{percent}%</span>
        </div>
        <ProgressBar value={percent} label="Module progress" />
      </div>
      {moduleId === FARES_MODULE && (
        <p className="rounded-md border border-brand-100 bg-brand-50 p-3 text-slate-900">
          Practise this module in the{' '}
          <Link to="/fares" className="font-semibold text-brand-700 underline">
            Fares Trainer
          </Link>
          : watch a taxi meter, drill fares with worked answers and fill in receipts.
        </p>
      )}
      {content.data.countyGuides && (
        <CountyGuidePicker
          guides={content.data.countyGuides}
          shown={pages[0]?.county?.name ?? ''}
          onOpen={(name) => {
            setParams({ type, page: '1', county: name });
            window.scrollTo({ top: 0 });
          }}
        />
      )}
      {pages.length > 1 && <PageJump titles={pages.map((p) => p.title)} current={pageNumber} onGo={goTo} />}
      {page ? (
        <>
          {page.county && (
            <p className="self-start rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
              {page.county.isOwnCounty ? `Your county: ${page.county.name}` : `County guide: ${page.county.name}`}
            </p>
          )}
          <h2 className="text-xl font-bold text-slate-900 sm:text-2xl">{page.title}</h2>
          <ListenControl key={pageNumber} what="this page" text={() => `${page.title}. ${htmlToSpeech(page.content)} Key points to remember. ${page.keyPoints.join(' ')}`} />
          <GlossaryHtml className="module-prose" html={page.content} glossary={glossary} />
          <KeyPoints title="Key Points to Remember" points={page.keyPoints} />
          {page.county && isCounty(page.county.name) && <CountyMapPanel key={page.county.name} county={page.county.name} />}
        </>
      ) : (
        <p className="rounded-md bg-slate-100 p-4 text-slate-800">The content for this module is being prepared.</p>
      )}
      {page && content.data.vehicleContent && <VehicleBlock type={type} block={content.data.vehicleContent} pageNumber={pageNumber} glossary={glossary} />}
      <nav aria-label="Module pages" className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-5">
        <Button variant="outline" onClick={() => goTo(pageNumber - 1)} disabled={pageNumber === 1}>
          Previous
        </Button>
        {canComplete ? (
          <div className="flex flex-wrap gap-3">
            {/* Extra to the spec's Complete Module, which still saves 100% and returns to /training. */}
            <StartQuizButton moduleId={moduleId} variant="outline">
              Take the module quiz
            </StartQuizButton>
            <Button onClick={complete} disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Complete Module'}
            </Button>
            {/* Module 12's other counties follow the counted pages, to read if the learner likes. */}
            {!isLast && (
              <Button variant="outline" onClick={() => goTo(pageNumber + 1)}>
                Next
              </Button>
            )}
          </div>
        ) : (
          <Button onClick={() => goTo(pageNumber + 1)}>Next</Button>
        )}
      </nav>
    </article>
  );
}

/** Module 12 (issue 31): each county's guide is several pages, opened one county at a time. */
function CountyGuidePicker({ guides, shown, onOpen }: { guides: readonly { name: string; pages: number }[]; shown: string; onOpen: (county: string) => void }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5 sm:max-w-md">
      <Label htmlFor={id}>County guide</Label>
      <Select id={id} value={shown} onChange={(e) => onOpen(e.target.value)}>
        {guides.map((g) => (
          <option key={g.name} value={g.name}>
            {g.name} ({g.pages} {g.pages === 1 ? 'page' : 'pages'})
          </option>
        ))}
      </Select>
    </div>
  );
}

/** A contents list: long modules (module 12 has a page per county) are read in any order. */
function PageJump({ titles, current, onGo }: { titles: string[]; current: number; onGo: (page: number) => void }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5 sm:max-w-md">
      <Label htmlFor={id}>Go to page</Label>
      <Select id={id} value={String(current)} onChange={(e) => onGo(Number(e.target.value))}>
        {titles.map((title, index) => (
          <option key={title} value={String(index + 1)}>
            {index + 1}. {title}
          </option>
        ))}
      </Select>
    </div>
  );
}
