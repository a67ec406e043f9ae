import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';

export interface NewContactMessage {
  userId: number | null;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  source: string;
}

export async function insertContactMessage(db: Db, message: NewContactMessage): Promise<number> {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  if (!row) throw new Error('insert returned nothing');
  return row.id;
}
