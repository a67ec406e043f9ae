import { and, desc, eq, sql } from 'drizzle-orm';
import type { ReportProblem } from '#shared/schemas/question-reports.ts';
import type { Executor } from '../db/client.ts';
import { questionReports } from '../db/schema/index.ts';

/** The owner of `question_reports` (issue 20 §5). */
/** `userId` null: a report from the shared demo account, kept for the owner but linked to no one. */
export async function insertReport(db: Executor, report: { userId: number | null; questionId: string; problem: ReportProblem; detail?: string | undefined }): Promise<number> {
  const [row] = await db
    .insert(questionReports)
    .values({ userId: report.userId, questionId: report.questionId, problem: report.problem, detail: report.detail ?? null })
    .returning({ id: questionReports.id });
  if (!row) throw new Error('report not stored');
  return row.id;
}

export async function listReports(db: Executor, limit = 200) {
  return db.select().from(questionReports).orderBy(desc(questionReports.createdAt), desc(questionReports.id)).limit(limit);
}

export async function exportReports(db: Executor, userId: number) {
  const rows = await db
    .select({ questionId: questionReports.questionId, problem: questionReports.problem, detail: questionReports.detail, status: questionReports.status, createdAt: questionReports.createdAt })
    .from(questionReports)
    .where(eq(questionReports.userId, userId));
  return rows;
}

export async function deleteUserReports(db: Executor, userId: number): Promise<void> {
  await db.delete(questionReports).where(eq(questionReports.userId, userId));
}

/** Resolves every open report of a question at once; returns how many. */
export async function resolveReports(db: Executor, questionId: string, resolution: 'fixed' | 'no_change', note: string): Promise<number> {
  const rows = await db
    .update(questionReports)
    .set({ status: 'resolved', resolution, resolutionNote: note, resolvedAt: sql`now()` })
    .where(and(eq(questionReports.questionId, questionId), eq(questionReports.status, 'open')))
    .returning({ id: questionReports.id });
  return rows.length;
}

export async function countOpenReports(db: Executor): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(questionReports).where(eq(questionReports.status, 'open'));
  return row?.n ?? 0;
}
