import type { AreaCategory } from '#shared/area-categories.ts';
import type { OneWayDirection, PlaceKind } from '#shared/places.ts';
import type { ReferenceData } from '#shared/schemas/reference.ts';

/**
 * The compiled course as the server reads it at run time (DESIGN.md §3): plain data, produced by
 * the build-time compiler in `content/` (which imports these types, never the reverse).
 */
export interface CompiledPage {
  title: string;
  html: string;
  keyPoints: string[];
  imageUrl?: string;
}

export interface CompiledBlock {
  html: string;
  keyPoints: string[];
}

export interface CompiledModule {
  id: number;
  pages: CompiledPage[];
  vehicle: Record<string, CompiledBlock>;
  /** Module 12 only (issues 21, 31): a county's study pages, by slug, from `counties/<slug>/page-NN.md`. */
  counties: Partial<Record<string, CompiledPage[]>>;
}

export interface CompiledQuestion {
  id: string;
  module: number;
  text: string;
  options: string[];
  answer: number;
  explanation: string;
  source: string;
  verified?: string | undefined;
  /** The syllabus learning point(s) it tests (Industry Knowledge banks). */
  syllabus?: string | string[] | undefined;
  /** County banks: what kind of place it asks about (issue 31). */
  category?: AreaCategory | undefined;
  /** module-NN or county-<key>. */
  bank: string;
}

/** A place on a county's study map (issue 34), with the county questions about it. */
export interface CompiledPlace {
  id: string;
  name: string;
  kind: PlaceKind;
  address: string;
  lat: number;
  lng: number;
  about: string;
  outside: boolean;
  oneWay: OneWayDirection | null;
  source: string;
  verified: string;
  /** Ids of the county's questions whose stem or key names it: a map drill on it counts toward them. */
  questions: string[];
}

export interface CompiledCourse {
  modules: CompiledModule[];
  questions: CompiledQuestion[];
  reference: ReferenceData;
  /** Each county's study map (issue 34): paid, served only to learners with a plan. */
  places: Partial<Record<string, CompiledPlace[]>>;
}

/** The County Area Knowledge module, home of the county pages and banks. */
export const COUNTY_MODULE_ID = 12;
