import { z } from 'zod';

/** The course glossary (issue 23): plain-English, one-sentence definitions of the key terms. */
export const MIN_GLOSSARY_TERMS = 80;

const oneSentence = z
  .string()
  .trim()
  .min(20, 'definition too short')
  .max(220, 'definition too long: keep it to one short sentence')
  .regex(/^[A-Z0-9]/, 'definition must start with a capital letter')
  .regex(/\.$/, 'definition must end with a full stop')
  .refine((d) => !/[.!?]\s+[A-Z]/.test(d.slice(0, -1)), 'definition must be one sentence');

export const glossaryEntry = z.strictObject({
  term: z.string().trim().min(2).max(60),
  /** Other forms of the term (plurals, abbreviations) marked in module pages too. */
  aliases: z.array(z.string().trim().min(2).max(60)).max(8).optional(),
  definition: oneSentence,
});

export const glossaryFile = z.strictObject({ terms: z.array(glossaryEntry).min(MIN_GLOSSARY_TERMS, `the glossary needs at least ${MIN_GLOSSARY_TERMS} terms`) });

export interface GlossaryTerm {
  /** URL-safe id: `/glossary#term-<id>`. */
  id: string;
  term: string;
  aliases: string[];
  definition: string;
}

export type Glossary = GlossaryTerm[];

export const glossaryId = (term: string) =>
  term
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
