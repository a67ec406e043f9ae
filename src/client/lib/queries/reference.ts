import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReferenceData } from '#shared/schemas/reference.ts';
import { apiGet } from '../api-client.ts';

/** Licence data, checklist templates, approved vehicles and centres (GET /api/reference). */
export const referenceQueryOptions = () =>
  queryOptions({ queryKey: ['reference'], queryFn: ({ signal }) => apiGet<ReferenceData>('/api/reference', signal) });

export function useReference() {
  return useQuery(referenceQueryOptions());
}
