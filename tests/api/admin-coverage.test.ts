import { describe, expect, it } from 'vitest';
import { API } from '../../src/shared/api-paths.ts';
import { coverageReport, type CoverageReport } from '../../src/shared/schemas/coverage.ts';
import { changeRole } from '../../src/server/features/admin/roles.ts';
import { caller, course, payingLearner } from '../support/exam.ts';
import { useTestApp } from '../support/test-app.ts';
import { signUp } from '../support/users.ts';

/** Issue 29: the owner's console Coverage tab reads the syllabus coverage of the course as built. */

const ctx = useTestApp({ deps: { course } });
const call = caller(() => ctx.app);

describe('GET /api/admin/coverage', () => {
  it('gives an owner the core points taught, asked and asked twice per syllabus chapter, with the uncovered points', async () => {
    const owner = await signUp(ctx.app);
    expect(await changeRole(ctx.database.db, owner.user.username, true)).toBe(true);
    const response = await call('GET', API.adminCoverage, owner.cookie);
    expect(response.statusCode).toBe(200);
    const report = coverageReport.parse(response.json()) satisfies CoverageReport;
    expect(report.chapters.map((c) => c.code)).toEqual(['00', '01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', 'A', 'B', 'C']);
    expect(report.chapters.find((c) => c.code === '07')?.title).toBe('Fares');
    expect(report.overall.core).toBeGreaterThanOrEqual(700);
    for (const key of ['core', 'taught', 'asked', 'askedTwice'] as const) expect(report.chapters.reduce((n, c) => n + c[key], 0), key).toBe(report.overall[key]);
    for (const c of report.chapters) {
      expect(c.askedTwice, c.code).toBeLessThanOrEqual(c.asked);
      expect(Math.max(c.taught, c.asked), c.code).toBeLessThanOrEqual(c.core);
      // A point is covered only when taught and asked twice: every other core point is listed.
      expect(c.uncovered.length, c.code).toBeGreaterThanOrEqual(c.core - Math.min(c.taught, c.askedTwice));
      for (const p of c.uncovered) expect(p.id.startsWith(`IK-${c.code}.`) && p.statement.length > 0, p.id).toBe(true);
    }
  });

  it('refuses a learner, even one with a plan (403), and a visitor (401)', async () => {
    const learner = await payingLearner(ctx);
    const refused = await call('GET', API.adminCoverage, learner.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toMatch(/owners/);
    expect((await call('GET', API.adminCoverage)).statusCode).toBe(401);
  });
});
