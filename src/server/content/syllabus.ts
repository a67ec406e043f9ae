import fs from 'node:fs';
import path from 'node:path';
import { syllabusId } from './schemas.ts';

/**
 * The Industry Knowledge syllabus (DESIGN.md §8, issue 29): the manual ed. 8 as learning points
 * with stable ids. Its preface fixes the line format this parser reads:
 * `- **IK-07.01.11** · core · statement · *M8 p. 120; KEY* · ⚠ note`.
 */

export type SyllabusWeight = 'core' | 'background';

export interface SyllabusPoint {
  id: string;
  /** The part: "00" (front matter), "01"–"11" (chapters), "A"–"C" (appendices). */
  chapter: string;
  weight: SyllabusWeight;
  statement: string;
  /** A dropped point keeps its id (never reused) and is marked "retired"; coverage skips it. */
  retired: boolean;
}

export interface SyllabusChapter {
  code: string;
  title: string;
}

export interface Syllabus {
  /** In the file's order, which is the manual's. */
  chapters: SyllabusChapter[];
  points: SyllabusPoint[];
}

export const SYLLABUS_FILE_NAME = 'industry-knowledge.md';

/** "IK-07.01.11" → "07", "IK-A.02.03" → "A". */
export const chapterOf = (id: string) => id.slice(3).split('.')[0] ?? '';

const POINT_LINE = /^- \*\*(IK-[^*]*)\*\*\s+·\s+(.*)$/;
const CHAPTER_HEADING = /^## IK-(\d{2}|[A-C]) (.+?)(?:\s+\(M8[^)]*\))?\s*$/;
const RETIRED = /^[(~*\s]*retired\b/i;
/** The source segment is in italics; everything after it (⚠ notes) is not the statement. */
const isSource = (segment: string) => segment.startsWith('*');

/** One point line's parts after the id, or a reason it cannot be read. */
function parsePointRest(rest: string): { weight: SyllabusWeight; statement: string; retired: boolean } | string {
  const segments = rest.split(/\s+·\s+/).map((s) => s.trim());
  const retired = segments.some((s) => RETIRED.test(s));
  const weightAt = segments.findIndex((s) => s === 'core' || s === 'background');
  if (weightAt < 0 && !retired) return 'weight missing (core or background)';
  const after = segments.slice(weightAt + 1);
  const end = after.findIndex(isSource);
  const statement = (end < 0 ? after : after.slice(0, end))
    .filter((s) => !RETIRED.test(s))
    .join(' · ')
    .replace(/~~/g, '')
    .trim();
  if (statement === '') return 'statement missing';
  // A retired point may have lost its weight; it is never counted, so either will do.
  const weight = weightAt < 0 ? 'background' : (segments[weightAt] as SyllabusWeight);
  return { weight, statement, retired };
}

/** Parses the syllabus markdown; errors name the line (1-based). */
export function parseSyllabus(markdown: string): { syllabus: Syllabus; errors: string[] } {
  const chapters: SyllabusChapter[] = [];
  const points: SyllabusPoint[] = [];
  const errors: string[] = [];
  const seen = new Set<string>();
  markdown.split(/\r?\n/).forEach((line, index) => {
    const where = `line ${index + 1}`;
    const heading = CHAPTER_HEADING.exec(line);
    if (heading) {
      chapters.push({ code: heading[1] ?? '', title: (heading[2] ?? '').trim() });
      return;
    }
    const match = POINT_LINE.exec(line);
    if (!match) return;
    const id = match[1] ?? '';
    if (!syllabusId.safeParse(id).success) {
      errors.push(`${where}: "${id}" is not a syllabus id (IK-CC.SS.PP)`);
      return;
    }
    const chapter = chapterOf(id);
    if (chapters.at(-1)?.code !== chapter) errors.push(`${where}: ${id} sits outside its chapter's heading (## IK-${chapter} …)`);
    const rest = parsePointRest(match[2] ?? '');
    if (typeof rest === 'string') {
      errors.push(`${where}: ${id}: ${rest}`);
      return;
    }
    if (seen.has(id)) errors.push(`${where}: ${id} appears twice (ids are never reused)`);
    seen.add(id);
    points.push({ id, chapter, ...rest });
  });
  if (points.length === 0) errors.push('no learning points found');
  return { syllabus: { chapters, points }, errors };
}

/**
 * Where the syllabus is read from. The build reads the repository's copy, so a clean clone (CI)
 * has it; `../shared/syllabus` beside the repository is where it is edited, and is used only when
 * the copy is missing.
 */
export function syllabusFiles(contentDir: string): { copy: string; shared: string } {
  return {
    copy: path.join(contentDir, 'syllabus', SYLLABUS_FILE_NAME),
    shared: path.resolve(contentDir, '..', '..', 'shared', 'syllabus', SYLLABUS_FILE_NAME),
  };
}

export interface SyllabusRead {
  syllabus: Syllabus;
  errors: string[];
  /** Worth saying, not failing: the copy differs from ../shared, or is missing and ../shared was read. */
  notes: string[];
}

const read = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined);

export function readSyllabus(contentDir: string): SyllabusRead {
  const files = syllabusFiles(contentDir);
  const copy = read(files.copy);
  const shared = read(files.shared);
  const notes: string[] = [];
  const source = copy ?? shared;
  if (source === undefined) {
    return { syllabus: { chapters: [], points: [] }, errors: [`syllabus/${SYLLABUS_FILE_NAME}: missing (copy it from ../shared/syllabus)`], notes };
  }
  if (copy === undefined) notes.push(`syllabus/${SYLLABUS_FILE_NAME} is missing: read ${files.shared} instead; copy it into content/syllabus so a clean clone has it`);
  else if (shared !== undefined && shared !== copy) notes.push(`syllabus/${SYLLABUS_FILE_NAME} differs from ${files.shared}: copy the shared file over to bring it up to date`);
  const { syllabus, errors } = parseSyllabus(source);
  return { syllabus, errors: errors.map((e) => `syllabus/${SYLLABUS_FILE_NAME}: ${e}`), notes };
}
