import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildCourse, compiledCourseFile, ContentErrors } from './build-course.ts';
import { isCompiledCourseStale, loadCompiledCourse } from './course-store.ts';

const CONTENT = path.resolve(import.meta.dirname, '../../../content');
const PAGE = 'content/modules/01-the-spsv-industry/page-01.md';
const roots: string[] = [];

function backdate(target: string, time: Date): void {
  if (fs.statSync(target).isDirectory()) for (const name of fs.readdirSync(target)) backdate(path.join(target, name), time);
  fs.utimesSync(target, time, time);
}

/** A project root of its own: content/ written two hours ago, compiled one hour ago. */
function builtRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'spsv-course-store-'));
  roots.push(root);
  fs.cpSync(CONTENT, path.join(root, 'content'), { recursive: true });
  buildCourse(root);
  backdate(path.join(root, 'content'), new Date(Date.now() - 7_200_000));
  backdate(compiledCourseFile(root), new Date(Date.now() - 3_600_000));
  expect(isCompiledCourseStale(root)).toBe(false);
  return root;
}

/** Edits the first page's title now, as an author would. */
function retitleFirstPage(root: string, title: string): void {
  const file = path.join(root, PAGE);
  fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/^title: .*$/m, `title: ${title}`));
}

const firstTitle = (course: { modules: { pages: { title: string }[] }[] }) => course.modules[0]?.pages[0]?.title;
const compiledOnDisk = (root: string) => JSON.parse(fs.readFileSync(compiledCourseFile(root), 'utf8')) as Parameters<typeof firstTitle>[0];

afterAll(() => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
});

describe('the compiled course in development', () => {
  it('is rebuilt, with one line logged, when content/ is newer', () => {
    const root = builtRoot();
    retitleFirstPage(root, 'An edited title');
    expect(isCompiledCourseStale(root)).toBe(true);
    const lines: string[] = [];
    const course = loadCompiledCourse({ root, production: false, log: (l) => lines.push(l) });
    expect(firstTitle(course)).toBe('An edited title');
    expect(firstTitle(compiledOnDisk(root))).toBe('An edited title');
    expect(lines).toEqual([expect.stringMatching(/rebuilding/)]);
    expect(isCompiledCourseStale(root)).toBe(false);
  });

  it('counts a deleted file as a change', () => {
    const root = builtRoot();
    fs.rmSync(path.join(root, 'content/modules/07-fares/vehicle/limousine.md'));
    expect(isCompiledCourseStale(root)).toBe(true);
  });

  it('is served as built when content/ has not changed since', () => {
    const root = builtRoot();
    const lines: string[] = [];
    // Written after content/, so fresh: served exactly as it is, even this stand-in.
    fs.writeFileSync(compiledCourseFile(root), JSON.stringify({ modules: [{ pages: [{ title: 'As built' }] }] }));
    expect(firstTitle(loadCompiledCourse({ root, production: false, log: (l) => lines.push(l) }))).toBe('As built');
    expect(lines).toEqual([]);
  });

  it('fails loudly when the changed content breaks a rule', () => {
    const root = builtRoot();
    fs.writeFileSync(path.join(root, PAGE), '---\ntitle: Broken\n---\nToo short.\n');
    expect(() => loadCompiledCourse({ root, production: false, log: () => undefined })).toThrow(ContentErrors);
  });
});

describe('the compiled course in production', () => {
  it('is never rebuilt, however old', () => {
    const root = builtRoot();
    const before = compiledOnDisk(root);
    retitleFirstPage(root, 'An edited title');
    const lines: string[] = [];
    const course = loadCompiledCourse({ root, production: true, log: (l) => lines.push(l) });
    expect(firstTitle(course)).toBe(firstTitle(before));
    expect(firstTitle(course)).not.toBe('An edited title');
    expect(compiledOnDisk(root)).toEqual(before);
    expect(lines).toEqual([]);
  });

  it('is told by NODE_ENV when the caller does not say (as the app builds it)', () => {
    const root = builtRoot();
    retitleFirstPage(root, 'An edited title');
    vi.stubEnv('NODE_ENV', 'production');
    try {
      expect(firstTitle(loadCompiledCourse({ root, log: () => undefined }))).not.toBe('An edited title');
    } finally {
      vi.unstubAllEnvs();
    }
    expect(firstTitle(loadCompiledCourse({ root, log: () => undefined }))).toBe('An edited title');
  });
});
