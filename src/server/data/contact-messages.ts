import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { contactMessages } from '../db/schema/index.ts';

/** The owner of `contact_messages`. */
export interface NewContactMessage {
  userId: number | null;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  source: string;
}

export async function insertContactMessage(db: Executor, message: NewContactMessage): Promise<number> {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  if (!row) throw new Error('insert returned nothing');
  return row.id;
}

export async function exportContactMessages(db: Executor, userId: number) {
  const rows = await db.select().from(contactMessages).where(eq(contactMessages.userId, userId));
  return rows.map(({ userId: _userId, ...rest }) => rest);
}

export async function deleteUserContactMessages(db: Executor, userId: number): Promise<void> {
  await db.delete(contactMessages).where(eq(contactMessages.userId, userId));
}

/** The privacy policy keeps messages for two years. */
export async function deleteOldContactMessages(db: Executor): Promise<void> {
  await db.delete(contactMessages).where(sql`${contactMessages.createdAt} < now() - interval '2 years'`);
}
