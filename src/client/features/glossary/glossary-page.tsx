import { useDeferredValue, useId, useState } from 'react';
import type { GlossaryTerm } from '#shared/schemas/glossary.ts';
import { useGlossary } from '#client/lib/glossary/use-glossary.ts';
import { usePageMeta } from '#client/lib/page-meta.ts';

/** Every word of the query in the term, one of its other names or its definition. */
export function matchesQuery(g: GlossaryTerm, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const haystack = [g.term, ...g.aliases, g.definition].join(' ').toLowerCase();
  return words.every((w) => haystack.includes(w));
}

/**
 * /glossary (issue 23): the course's key terms in plain English, with search. Public: the
 * definitions are free to read (the course pages stay paid), and learners see it in their app.
 */
export function GlossaryPage() {
  usePageMeta({
    title: 'Glossary of SPSV terms',
    description: 'Plain-English meanings of the words used in the SPSV licence course: hackney, ply for hire, taximeter, NCT, suitability inspection and more.',
    path: '/glossary',
  });
  const glossary = useGlossary();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const searchId = useId();
  const terms = (glossary.data ?? []).filter((g) => matchesQuery(g, deferred));

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 sm:py-14">
      <div>
        <h1 className="text-4xl font-bold tracking-tight text-brand-800">Glossary</h1>
        <p className="mt-3 text-lg text-slate-700">The key words of the SPSV course, each explained in one plain sentence.</p>
      </div>
      <div className="flex flex-col gap-2">
        <label htmlFor={searchId} className="font-semibold text-slate-900">
          Search the glossary
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="For example: hackney"
          className="h-11 w-full rounded-md border border-slate-400 bg-white px-3 text-base text-slate-900"
        />
      </div>
      {glossary.isPending && (
        <p role="status" className="text-slate-700">
          Loading the glossary...
        </p>
      )}
      {glossary.isError && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
          The glossary could not be loaded. Please reload the page to try again.
        </p>
      )}
      {glossary.isSuccess && (
        <>
          <p role="status" className="text-slate-700">
            {terms.length === glossary.data.length ? `${terms.length} terms` : `${terms.length} of ${glossary.data.length} terms match`}
          </p>
          <dl className="flex flex-col divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {terms.map((g) => (
              <div key={g.id} id={`term-${g.id}`} className="flex flex-col gap-1 p-4">
                <dt className="text-lg font-bold text-slate-900">
                  {g.term}
                  {g.aliases.length > 0 && <span className="ml-2 text-sm font-normal text-slate-600">(also: {g.aliases.join(', ')})</span>}
                </dt>
                <dd className="text-base leading-relaxed text-slate-800">{g.definition}</dd>
              </div>
            ))}
          </dl>
          {terms.length === 0 && <p className="text-slate-700">No term matches “{deferred}”. Try a shorter word.</p>}
        </>
      )}
    </div>
  );
}
