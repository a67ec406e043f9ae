import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import type { referenceData } from '#shared/schemas/reference.ts';
import { apiGet } from '../api-client.ts';

/** Licence data, checklist templates, approved vehicles and centres (GET /api/reference). */
export const referenceQueryOptions = () =>
  queryOptions({ queryKey: ['reference'], queryFn: ({ signal }) => apiGet<typeof referenceData>(API.reference, signal) });

export function useReference() {
  return useQuery(referenceQueryOptions());
}
