import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { homePageJs } from '../../bench/home-js.ts';
import { loadCourse } from '../../src/server/content/load.ts';
import { DEMO_ACCOUNT } from '../../src/server/features/accounts/demo-account.ts';

/** Paid content stays on the server (DESIGN.md §9): the built client holds no module text. */
const ROOT = path.resolve(import.meta.dirname, '../..');
const ASSETS = path.join(ROOT, 'dist', 'client', 'assets');

function chunks(): { name: string; code: string }[] {
  if (!fs.existsSync(ASSETS)) throw new Error('No built client: run "npm run build" first (npm test does).');
  return fs
    .readdirSync(ASSETS)
    .filter((f) => f.endsWith('.js'))
    .map((name) => ({ name, code: fs.readFileSync(path.join(ASSETS, name), 'utf8') }));
}

function bundleText(): string {
  return chunks()
    .map((c) => c.code)
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

describe("the owner's console (issue 22)", () => {
  const all = chunks();

  it('lives in chunks of its own, which the home page never loads', () => {
    const holders = all.filter((c) => c.code.includes('Strong learners miss it more') || c.code.includes('This page is for the owners of SPSV Prep.')).map((c) => c.name);
    expect(holders.length).toBeGreaterThan(0);
    expect(holders.filter((name) => !name.startsWith('admin-'))).toEqual([]);
    expect(homePageJs(path.join(ROOT, 'dist', 'client')).files.map((f) => f.name).filter((name) => name.startsWith('admin-'))).toEqual([]);
  });

  it('is fetched only by the /admin gate, so a learner opening /admin does not download it', () => {
    const consoleChunk = all.find((c) => c.name.startsWith('admin-console-'));
    expect(consoleChunk).toBeDefined();
    const importers = all.filter((c) => c.name !== consoleChunk?.name && c.code.includes(consoleChunk?.name ?? '-')).map((c) => c.name);
    expect(importers).toHaveLength(1);
    expect(importers[0]).toMatch(/^admin-page-/);
  });
});
