import { count, desc, eq, isNull, sql } from 'drizzle-orm';
import { MESSAGE_NOT_FOUND, type AdminListQuery, type AdminMessage, type AdminMessageList } from '@shop/shared/admin';
import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { offsetOf, pagination } from '../../lib/paging.ts';
import { isUuid } from '../../lib/uuid.ts';

const toMessage = (row: typeof contactMessages.$inferSelect): AdminMessage => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  subject: row.subject,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
});

/** GET /api/admin/messages: what shoppers sent from /contact, newest first, with the unread count. */
export async function listMessages(db: Db, query: AdminListQuery): Promise<AdminMessageList> {
  const [totals, rows] = await Promise.all([
    db
      .select({
        total: count(),
        unread: sql<number>`(count(*) filter (where ${isNull(contactMessages.readAt)}))::int`,
      })
      .from(contactMessages),
    db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
  ]);
  const total = totals[0]?.total ?? 0;
  return {
    messages: rows.map(toMessage),
    pagination: { ...pagination(query, total), totalMessages: total, unread: totals[0]?.unread ?? 0 },
  };
}

/** PUT /api/admin/messages/{id}/read: the first reading time is kept. */
export async function markMessageRead(db: Db, id: string): Promise<AdminMessage> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', MESSAGE_NOT_FOUND);
  const [row] = await db
    .update(contactMessages)
    .set({ readAt: sql`coalesce(${contactMessages.readAt}, now())` })
    .where(eq(contactMessages.id, id))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', MESSAGE_NOT_FOUND);
  return toMessage(row);
}
