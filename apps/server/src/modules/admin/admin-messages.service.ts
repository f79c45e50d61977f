import { asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  MESSAGE_NOT_FOUND,
  REPLY_NOT_SENT,
  REPLY_PHONE_ONLY,
  type AdminListQuery,
  type AdminMessage,
  type AdminMessageList,
  type AnswerMessage,
} from '@shop/shared/admin';
import { formatDateTime } from '@shop/shared/dates';
import type { Db } from '../../db/client.ts';
import { contactMessages, contactReplies } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { messages } from '../../lib/i18n.ts';
import type { Mailer } from '../../lib/mail.ts';
import { offsetOf, pagination } from '../../lib/paging.ts';
import { safeError } from '../../lib/safe-error.ts';
import { isUuid } from '../../lib/uuid.ts';

type Reply = AdminMessage['replies'][number];

const toMessage = (row: typeof contactMessages.$inferSelect, replies: Reply[] = []): AdminMessage => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  subject: row.subject,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
  language: row.language,
  replies,
});

/** The replies of these messages, oldest first, by message. */
async function repliesOf(db: Db, ids: string[]): Promise<Map<string, Reply[]>> {
  const byMessage = new Map<string, Reply[]>();
  if (!ids.length) return byMessage;
  const rows = await db
    .select()
    .from(contactReplies)
    .where(inArray(contactReplies.messageId, ids))
    .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id));
  for (const row of rows) {
    const list = byMessage.get(row.messageId) ?? [];
    list.push({ _id: row.id, body: row.body, createdAt: row.createdAt.toISOString() });
    byMessage.set(row.messageId, list);
  }
  return byMessage;
}

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
  const replies = await repliesOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    messages: rows.map((row) => toMessage(row, replies.get(row.id))),
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
  return toMessage(row, (await repliesOf(db, [row.id])).get(row.id));
}

/**
 * POST /api/admin/messages/{id}/replies: the owner's answer is mailed to the sender (From the
 * shop's sender name, in the language they wrote in; English when it is not known) and, once the
 * mail is handed over, kept in the thread and the message counts as read. A message that came with
 * a phone only is answered by phone (409); a mail that cannot be sent keeps nothing (503).
 */
export async function replyToMessage(
  db: Db,
  deps: { mailer: Mailer; log: FastifyBaseLogger },
  adminId: string,
  id: string,
  input: AnswerMessage,
): Promise<AdminMessage> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', MESSAGE_NOT_FOUND);
  const [message] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!message) throw new AppError('NOT_FOUND', MESSAGE_NOT_FOUND);
  if (!message.email) throw new AppError('CONFLICT', REPLY_PHONE_ONLY, 'body');
  const language = message.language ?? 'en';
  const words = messages(language).mail.reply;
  const wrote = words.youWrote(formatDateTime(message.createdAt, language));
  const quoted = message.message
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  try {
    await deps.mailer.send({
      to: message.email,
      subject: words.subject(message.subject),
      text: `${words.greeting(message.name)}\n\n${input.body}\n\n${wrote}\n${quoted}\n`,
      html: `<p>${escapeHtml(words.greeting(message.name))}</p>
<p style="white-space:pre-wrap">${escapeHtml(input.body)}</p>
<p style="color:#555">${escapeHtml(wrote)}</p>
<blockquote style="white-space:pre-wrap;color:#555;border-left:3px solid #ccc;margin:0;padding-left:12px">${escapeHtml(message.message)}</blockquote>`,
    });
  } catch (error) {
    deps.log.warn({ err: safeError(error), messageId: id }, 'reply to a contact message could not be sent');
    throw new AppError('UNAVAILABLE', REPLY_NOT_SENT);
  }
  await db.transaction(async (tx) => {
    await tx.insert(contactReplies).values({ messageId: id, adminId, body: input.body });
    await tx
      .update(contactMessages)
      .set({ readAt: sql`coalesce(${contactMessages.readAt}, now())` })
      .where(eq(contactMessages.id, id));
  });
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return toMessage(row!, (await repliesOf(db, [id])).get(id));
}
