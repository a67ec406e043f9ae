import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCourse } from '../../src/server/content/load.ts';
import { DEMO_ACCOUNT } from '../../src/server/features/accounts/demo-account.ts';

/** Paid content stays on the server (DESIGN.md §9): the built client holds no module text. */
const ROOT = path.resolve(import.meta.dirname, '../..');
const ASSETS = path.join(ROOT, 'dist', 'client', 'assets');

function bundleText(): string {
  if (!fs.existsSync(ASSETS)) throw new Error('No built client: run "npm run build" first (npm test does).');
  return fs
    .readdirSync(ASSETS)
    .filter((f) => f.endsWith('.js'))
    .map((f) => fs.readFileSync(path.join(ASSETS, f), 'utf8'))
    .join('\n');
}

describe('the public bundle', () => {
  const { course } = loadCourse(path.join(ROOT, 'content'));
  const text = bundleText();

  it('contains no module page text or key point', () => {
    const samples = course.modules.flatMap((m) => m.pages.flatMap((p) => [p.keyPoints[0] ?? '', p.title]));
    const leaked = samples.filter((s) => s.length > 30 && text.includes(s));
    expect(leaked).toEqual([]);
  });

  it('contains no question or explanation', () => {
    const leaked = course.questions.filter((q) => text.includes(q.text) || text.includes(q.explanation)).map((q) => q.id);
    expect(leaked).toEqual([]);
  });

  it('holds no demo credentials and no server secret', () => {
    expect(text).not.toContain(DEMO_ACCOUNT.password);
    expect(text).not.toMatch(/sk_(test|live)_[A-Za-z0-9]{8,}|whsec_[A-Za-z0-9]{8,}|postgres:\/\/[^"'\s]*@/);
    expect(text).not.toContain('postgres-password');
  });
});
