import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The right answers, for e2e journeys that must answer correctly: the browser never sees them
 * before marking (DESIGN.md §13), so they are read from the compiled course the server serves
 * (dist/content/course.json, written by `npm run build:content`; see src/server/content).
 */
interface CourseQuestion {
  id: string;
  text: string;
  options: string[];
  answer: number;
}

const COURSE_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/content/course.json');

let questions: CourseQuestion[] | undefined;

function load(): CourseQuestion[] {
  questions ??= (JSON.parse(fs.readFileSync(COURSE_FILE, 'utf8')) as { questions: CourseQuestion[] }).questions;
  return questions;
}

/** The bank question with this text (as shown in the legend or an attempt view). */
export function courseQuestion(text: string): CourseQuestion {
  const wanted = text.trim();
  const found = load().find((q) => q.text.trim() === wanted);
  if (!found) throw new Error(`no question in the compiled course reads "${wanted}"`);
  return found;
}

/** The text of the right option of the question with this text. */
export function rightOption(text: string): string {
  const q = courseQuestion(text);
  const right = q.options[q.answer];
  if (right === undefined) throw new Error(`question ${q.id} has no option ${q.answer}`);
  return right;
}

/** The text of some wrong option of the question with this text. */
export function wrongOption(text: string): string {
  const right = rightOption(text);
  const wrong = courseQuestion(text).options.find((o) => o !== right);
  if (wrong === undefined) throw new Error(`question "${text}" has no wrong option`);
  return wrong;
}
