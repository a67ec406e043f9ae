import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { TASTER_QUESTION_COUNT, tasterQuestionId } from '#shared/schemas/taster.ts';

/**
 * The free taster's fixed public set (issue 32 §7), `content/data/taster.yaml`. It is public by
 * design, so unlike the paid course it is read as it stands rather than compiled, and it is
 * checked both by the content check and at start-up: a taster question must never be one of the
 * paid bank questions, or the free page would hand out part of what learners pay for (DESIGN.md §9).
 */
export const tasterFilePath = (contentDir: string) => path.join(contentDir, 'data', 'taster.yaml');

const text = z.string().trim().min(1);

const tasterQuestion = z.strictObject({
  id: tasterQuestionId,
  module: z.number().int().min(1).max(12),
  text: z.string().trim().min(10),
  options: z
    .array(text)
    .length(4, 'a question needs exactly four options')
    .refine((o) => new Set(o.map((x) => x.toLowerCase())).size === 4, 'options must be distinct'),
  answer: z.number().int().min(0).max(3),
  explanation: z.string().trim().min(10, 'explanation missing'),
  source: z.string().trim().min(3, 'source missing'),
  verified: z.iso.date('verified must be an ISO date (YYYY-MM-DD)'),
});

export const tasterFileSchema = z.strictObject({
  page: z.strictObject({
    module: z.number().int().min(1).max(12),
    title: text,
    sections: z.array(z.strictObject({ heading: text.optional(), paragraphs: z.array(text).min(1), list: z.array(text).min(1).optional() })).min(1),
    keyPoints: z.array(text).min(3, 'the page needs 3 to 5 key points').max(5, 'the page needs 3 to 5 key points'),
  }),
  questions: z.array(tasterQuestion).length(TASTER_QUESTION_COUNT, `the taster holds exactly ${TASTER_QUESTION_COUNT} questions`),
});

export type Taster = z.infer<typeof tasterFileSchema>;
export type TasterQuestion = Taster['questions'][number];

/** Compares stems as a reader would: case, punctuation and spacing do not make a new question. */
export const stemKey = (stem: string) => stem.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/** What is wrong with a parsed taster against the paid banks: repeats within it, or a bank question reused. */
export function tasterProblems(taster: Taster, bank: readonly { id: string; text: string }[]): string[] {
  const problems: string[] = [];
  const paid = new Map(bank.map((q) => [stemKey(q.text), q.id]));
  const ids = new Set<string>();
  const stems = new Set<string>();
  for (const q of taster.questions) {
    const key = stemKey(q.text);
    if (ids.has(q.id)) problems.push(`data/taster.yaml: duplicate question id ${q.id}`);
    if (stems.has(key)) problems.push(`data/taster.yaml: ${q.id} repeats another taster question`);
    const bankId = paid.get(key);
    if (bankId) problems.push(`data/taster.yaml: ${q.id} is the paid bank question ${bankId}: the free taster must ask questions of its own`);
    ids.add(q.id);
    stems.add(key);
  }
  return problems;
}

/** Reads and validates the taster file; every problem is returned, none thrown. */
export function readTaster(file: string): { taster: Taster | null; errors: string[] } {
  let raw: unknown;
  try {
    raw = parseYaml(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    return { taster: null, errors: [`data/taster.yaml: ${(error as Error).message}`] };
  }
  const parsed = tasterFileSchema.safeParse(raw);
  if (!parsed.success) return { taster: null, errors: parsed.error.issues.map((i) => `data/taster.yaml: ${i.path.join('.') || '(root)'}: ${i.message}`) };
  return { taster: parsed.data, errors: [] };
}

/** The taster the server serves, refused at start-up (like a broken course) if it is invalid or reuses a paid question. */
export function loadTaster(contentDir: string, bank: readonly { id: string; text: string }[]): Taster {
  const { taster, errors } = readTaster(tasterFilePath(contentDir));
  const problems = taster ? [...errors, ...tasterProblems(taster, bank)] : errors;
  if (!taster || problems.length > 0) throw new Error(`The taster cannot be served:\n${problems.join('\n')}`);
  return taster;
}
