import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadGlossary } from './glossary.ts';

const FILE = path.resolve(import.meta.dirname, '../../../content/data/glossary.yaml');
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

function broken(edit: (yaml: string) => string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spsv-glossary-'));
  dirs.push(dir);
  const file = path.join(dir, 'glossary.yaml');
  fs.writeFileSync(file, edit(fs.readFileSync(FILE, 'utf8')));
  return file;
}

describe('the course glossary (issue 23)', () => {
  const { glossary, errors } = loadGlossary(FILE);

  it('holds at least 80 terms, the issue names among them, each one plain sentence', () => {
    expect(errors).toEqual([]);
    expect(glossary.length).toBeGreaterThanOrEqual(80);
    const names = glossary.map((g) => g.term.toLowerCase());
    for (const term of ['hackney', 'ply for hire', 'taximeter', 'nct', 'suitability inspection', 'dispatch operator']) expect(names).toContain(term);
    for (const g of glossary) expect(g.definition, g.term).toMatch(/^[A-Z0-9][^]*\.$/);
  });

  it('is sorted by term with unique ids', () => {
    const terms = glossary.map((g) => g.term);
    expect(terms).toEqual([...terms].sort((a, b) => a.localeCompare(b, 'en-IE')));
    expect(new Set(glossary.map((g) => g.id)).size).toBe(glossary.length);
  });

  it('rejects a definition of two sentences', () => {
    const file = broken((y) => y.replace(/(term: Hackney\n(?:.*\n)*?\s+definition: .*)\./, '$1. It is blue.'));
    expect(loadGlossary(file).errors.join('\n')).toMatch(/one sentence/);
  });

  it('rejects a name listed for two terms', () => {
    const file = broken((y) => y.replace('aliases: [hackneys]', 'aliases: [hackneys, taximeter]'));
    expect(loadGlossary(file).errors.join('\n')).toMatch(/"taximeter" is listed for both/i);
  });

  it('rejects a short glossary', () => {
    const file = broken((y) => y.split('\n  - term: ').slice(0, 10).join('\n  - term: '));
    expect(loadGlossary(file).errors.join('\n')).toMatch(/at least 80 terms/);
  });
});
