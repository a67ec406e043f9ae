import { useEffect } from 'react';
import { percent } from '#shared/scoring.ts';
import type { VehicleType } from '#shared/vehicle-types.ts';
import { useOnline } from '#client/lib/offline/use-online.ts';
import { useProgress, useSaveProgress } from '#client/lib/queries/training-progress.ts';

/**
 * The pages that count toward a module (issue 32 §9). Module 12 has a page for every county, but
 * its test is set on the learner's own: the general pages and their own county count, the other
 * counties are there to read if they like. The reading order puts the counted pages first.
 */
export function countedPages(pages: readonly { county?: { isOwnCounty: boolean } | undefined }[]): number {
  return pages.filter((p) => !p.county || p.county.isOwnCounty).length;
}

/** How much of a module reaching page `pageNumber` (1-based) has read; a page past the counted ones adds nothing. */
export function readingPercent(pageNumber: number, counted: number): number {
  return pageNumber >= 1 && pageNumber <= counted ? percent(pageNumber, counted) : 0;
}

/**
 * Saves how far the learner has read as they turn the pages, so reading counts toward module
 * progress and today's plan, not only Complete Module (issue 32 §9). It never saves less than is
 * stored (the server keeps the highest too), and waits while offline: the page still reads.
 */
export function useReadingProgress({ moduleId, type, pageNumber, counted, ready }: { moduleId: number; type: VehicleType; pageNumber: number; counted: number; ready: boolean }) {
  const progress = useProgress(ready);
  const { mutate } = useSaveProgress();
  const online = useOnline();
  const record = progress.data?.find((r) => r.moduleId === moduleId && r.vehicleType === type);
  const stored = record?.isCompleted ? 100 : (record?.progress ?? 0);
  const read = readingPercent(pageNumber, counted);
  const loaded = progress.isSuccess;

  useEffect(() => {
    if (!ready || !loaded || !online || read <= stored) return;
    mutate({ moduleId, vehicleType: type, progress: read, isCompleted: false });
  }, [ready, loaded, online, read, stored, moduleId, type, mutate]);
}
