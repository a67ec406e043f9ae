import { queryOptions, useQuery } from '@tanstack/react-query';

/** The glossary: a chunk of its own, loaded once and kept (it only changes with a new build). */
export const glossaryQueryOptions = () =>
  queryOptions({
    queryKey: ['glossary'],
    queryFn: async () => (await import('virtual:glossary')).default,
    staleTime: Infinity,
  });

export function useGlossary() {
  return useQuery(glossaryQueryOptions());
}
