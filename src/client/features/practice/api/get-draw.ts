import { useMutation } from '@tanstack/react-query';
import type { TestDraw } from '#shared/schemas/practice.ts';
import { apiGet } from '#client/lib/api-client.ts';

/** GET /api/practice-tests/:testId/draw: a fresh random draw every call, so never cached. */
export function fetchDraw(testId: number): Promise<TestDraw> {
  return apiGet<TestDraw>(`/api/practice-tests/${testId}/draw`);
}

/** Starting or retaking a test asks for a new draw (spec §4: retake reshuffles). */
export function useDraw() {
  return useMutation({ mutationFn: fetchDraw });
}
