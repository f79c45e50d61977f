import { and, desc, eq, sql } from 'drizzle-orm';
import { auditEntityOf, type AuditEntry, type AuditList, type AuditQuery, type AuditRecord } from '@shop/shared/admin';
import { normalizeOrderId } from '@shop/shared/orders';
import type { Db, Tx } from '../../db/client.ts';
import { adminAudit } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { ADMIN_REQUIRED } from '../../plugins/auth.ts';
import { offsetOf, pagination } from '../../lib/paging.ts';

/**
 * Writes audit entries inside the transaction of the change they describe (docs/decisions/017),
 * so they commit or roll back with it. One statement for any number of entries; the admin's
 * email is copied from their account as it is now.
 */
export async function recordAudit(tx: Tx, actorId: string, records: readonly AuditRecord[]): Promise<void> {
  if (!records.length) return;
  const rows = records.map((r) => ({
    action: r.action,
    entity_type: auditEntityOf(r.action),
    entity_id: r.entityId,
    summary: r.summary,
  }));
  const { rowCount } = await tx.execute(sql`
    insert into admin_audit (actor_id, actor_email, action, entity_type, entity_id, summary)
    select u.id, u.email, r.action, r.entity_type, r.entity_id, r.summary
    from users u
    cross join rows from (
      jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as (action text, entity_type text, entity_id text, summary jsonb)
    ) with ordinality as r(action, entity_type, entity_id, summary, n)
    where u.id = ${actorId} and u.type = 'admin'
    order by r.n`);
  // Only an account that is still an admin may change things; otherwise the change rolls back too.
  if (rowCount !== records.length) throw new AppError('FORBIDDEN', ADMIN_REQUIRED);
}

/** GET /api/admin/audit: newest first, all of it or one entity's history, paged. */
export async function listAudit(db: Db, query: AuditQuery): Promise<AuditList> {
  const entityId =
    query.entityType === 'order' && query.entityId
      ? (normalizeOrderId(query.entityId) ?? query.entityId)
      : query.entityId;
  const where = and(
    query.entityType ? eq(adminAudit.entityType, query.entityType) : undefined,
    entityId ? eq(adminAudit.entityId, entityId) : undefined,
  );
  const [counted, rows] = await Promise.all([
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(adminAudit)
      .where(where),
    db
      .select()
      .from(adminAudit)
      .where(where)
      .orderBy(desc(adminAudit.createdAt), desc(adminAudit.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
  ]);
  const total = counted[0]?.total ?? 0;
  return {
    entries: rows.map(
      (row) =>
        ({
          _id: String(row.id),
          at: row.createdAt.toISOString(),
          actorId: row.actorId,
          actorEmail: row.actorEmail,
          entityType: row.entityType,
          entityId: row.entityId,
          action: row.action,
          summary: row.summary,
        }) as AuditEntry,
    ),
    pagination: { ...pagination(query, total), totalEntries: total },
  };
}
