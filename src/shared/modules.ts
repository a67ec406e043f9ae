/** The 12 course modules (spec §3); chapters 1–11 follow the official manual. */
export const MODULES = [
  { id: 1, chapter: 1, slug: 'the-spsv-industry', title: 'The SPSV Industry' },
  { id: 2, chapter: 2, slug: 'spsv-driver-licensing', title: 'SPSV Driver Licensing' },
  { id: 3, chapter: 3, slug: 'choosing-a-vehicle', title: 'Choosing a Vehicle to Use as an SPSV' },
  { id: 4, chapter: 4, slug: 'spsv-vehicle-licensing', title: 'SPSV Vehicle Licensing' },
  { id: 5, chapter: 5, slug: 'working-as-an-spsv-operator', title: 'Working as an SPSV Operator' },
  { id: 6, chapter: 6, slug: 'finding-your-way-around', title: 'Finding Your Way Around' },
  { id: 7, chapter: 7, slug: 'fares', title: 'Fares' },
  { id: 8, chapter: 8, slug: 'delivering-customer-satisfaction', title: 'Delivering Customer Satisfaction' },
  { id: 9, chapter: 9, slug: 'your-spsv-business', title: 'Your SPSV Business' },
  { id: 10, chapter: 10, slug: 'staying-safe', title: 'Staying Safe' },
  { id: 11, chapter: 11, slug: 'preparing-for-your-test', title: 'Preparing for Your Test' },
  { id: 12, chapter: 12, slug: 'county-area-knowledge', title: 'County Area Knowledge' },
] as const;

export type CourseModule = (typeof MODULES)[number];
export const MODULE_COUNT = MODULES.length;

/** Spec §4: a module without pages counts as 5 pages. */
export const DEFAULT_PAGE_COUNT = 5;

export function getModule(id: number): CourseModule | undefined {
  return MODULES.find((m) => m.id === id);
}

export function moduleFolderName(module: CourseModule): string {
  return `${String(module.id).padStart(2, '0')}-${module.slug}`;
}
