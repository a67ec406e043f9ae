import fs from 'node:fs';
import { parse as parseYaml } from 'yaml';
import { glossaryFile, glossaryId, type Glossary } from '../../shared/schemas/glossary.ts';

/**
 * Reads and checks content/data/glossary.yaml (issue 23): the content check runs it, and the
 * client build compiles the same list into a chunk of its own (vite.config.ts), so the glossary
 * is there offline with the app shell. Relative imports: the Vite config loads this file too.
 */
export function loadGlossary(file: string): { glossary: Glossary; errors: string[] } {
  let raw: unknown;
  try {
    raw = parseYaml(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    return { glossary: [], errors: [`data/glossary.yaml: ${(error as Error).message}`] };
  }
  const parsed = glossaryFile.safeParse(raw);
  if (!parsed.success) {
    return { glossary: [], errors: parsed.error.issues.map((i) => `data/glossary.yaml: ${i.path.join('.') || '(root)'}: ${i.message}`) };
  }
  const errors: string[] = [];
  const seen = new Map<string, string>();
  const glossary = parsed.data.terms.map((t) => {
    for (const name of [t.term, ...(t.aliases ?? [])]) {
      const key = name.toLowerCase();
      const owner = seen.get(key);
      if (owner) errors.push(`data/glossary.yaml: "${name}" is listed for both "${owner}" and "${t.term}"`);
      seen.set(key, t.term);
    }
    return { id: glossaryId(t.term), term: t.term, aliases: t.aliases ?? [], definition: t.definition };
  });
  const ids = glossary.map((g) => g.id);
  if (new Set(ids).size !== ids.length) errors.push('data/glossary.yaml: two terms share an id');
  return { glossary: [...glossary].sort((a, b) => a.term.localeCompare(b.term, 'en-IE')), errors };
}
