import { asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { contactMessages, contactReplies } from '../db/schema/index.ts';

/** The owner of `contact_messages` and `contact_replies`. */
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

/**
 * The owner's console (issue 22, 27 §9): one page of messages with their replies, and how many
 * match in all. Paged and filtered here, in SQL, so a flood of spam never hides an older message.
 */
export async function listContactMessages(db: Executor, query: { page: number; pageSize: number; unhandled: 'first' | 'only' | 'mixed' }) {
  const where = query.unhandled === 'only' ? isNull(contactMessages.handledAt) : undefined;
  const newest = [desc(contactMessages.createdAt), desc(contactMessages.id)];
  // `false` sorts before `true`: unhandled messages come first.
  const order = query.unhandled === 'first' ? [sql`${contactMessages.handledAt} is not null`, ...newest] : newest;
  const [counted] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(contactMessages).where(where);
  const messages = await db
    .select()
    .from(contactMessages)
    .where(where)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const replies =
    messages.length === 0
      ? []
      : await db
          .select()
          .from(contactReplies)
          .where(inArray(contactReplies.messageId, messages.map((m) => m.id)))
          .orderBy(asc(contactReplies.createdAt));
  return { total: counted?.n ?? 0, messages: messages.map((m) => ({ ...m, replies: replies.filter((r) => r.messageId === m.id) })) };
}

export async function findContactMessage(db: Executor, id: number) {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row;
}

export async function setContactMessageHandled(db: Executor, id: number, handled: boolean): Promise<boolean> {
  const rows = await db
    .update(contactMessages)
    .set({ handledAt: handled ? sql`now()` : null })
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  return rows.length > 0;
}

/** `contact_replies` belongs with the messages it answers. */
export async function insertContactReply(db: Executor, reply: { messageId: number; adminUsername: string; body: string }): Promise<void> {
  await db.insert(contactReplies).values(reply);
}

export async function countUnhandledMessages(db: Executor): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(contactMessages).where(sql`${contactMessages.handledAt} is null`);
  return row?.n ?? 0;
}
