import { sql } from 'drizzle-orm';
import { bigserial, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from '@shop/shared/admin-rules';
import { users } from './users.ts';

// The allowed values are the wire contract's own lists, so the CHECK constraints and the API agree.
const actions = AUDIT_ACTIONS;
const entityTypes = AUDIT_ENTITY_TYPES;
const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * Every admin change to a product, an order or a customer (docs/decisions/017): written in the
 * transaction of the change, so an entry exists exactly when the change committed. `entity_id`
 * has no foreign key: the history outlives what it is about. `summary` says what changed
 * (field names with before and after) and never holds a password, hash or token.
 */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The admin; null once that account is deleted (the email below still names them). */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    action: text('action', { enum: actions }).notNull(),
    entityType: text('entity_type', { enum: entityTypes }).notNull(),
    entityId: text('entity_id').notNull(),
    summary: jsonb('summary').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_audit_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    index('admin_audit_entity_idx').on(t.entityType, t.entityId, t.createdAt.desc(), t.id.desc()),
    check('admin_audit_action_check', sql`${t.action} in (${inList(actions)})`),
    check('admin_audit_entity_type_check', sql`${t.entityType} in (${inList(entityTypes)})`),
  ],
);
