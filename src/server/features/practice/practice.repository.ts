import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { saveResultSchema } from '#shared/schemas/practice.ts';
import type { Db } from '../../db/client.ts';
import { practiceResults } from '../../db/schema/index.ts';

export async function insertResult(db: Db, userId: number, r: z.output<typeof saveResultSchema>): Promise<number> {
  const [row] = await db
    .insert(practiceResults)
    .values({
      userId,
      testId: r.testId,
      testType: r.testType,
      vehicleType: r.vehicleType,
      score: r.score,
      totalQuestions: r.totalQuestions,
      dateTaken: new Date(r.dateTaken),
      answers: r.answers,
    })
    .returning({ id: practiceResults.id });
  if (!row) throw new Error('insert returned nothing');
  return row.id;
}

export async function listResults(db: Db, userId: number) {
  return db
    .select({
      id: practiceResults.id,
      testId: practiceResults.testId,
      testType: practiceResults.testType,
      vehicleType: practiceResults.vehicleType,
      score: practiceResults.score,
      totalQuestions: practiceResults.totalQuestions,
      dateTaken: practiceResults.dateTaken,
    })
    .from(practiceResults)
    .where(eq(practiceResults.userId, userId))
    .orderBy(desc(practiceResults.dateTaken), desc(practiceResults.id));
}
