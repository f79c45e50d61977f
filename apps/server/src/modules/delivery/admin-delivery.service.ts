import { eq, isNull, sql } from 'drizzle-orm';
import {
  TOWNSHIP_HAS_NO_CHILDREN,
  ZONE_NAME_TAKEN,
  ZONE_NOT_FOUND,
  zoneSlug,
  type AdminDelivery,
  type CreateZone,
  type MoveZone,
  type UpdateDeliverySettings,
  type UpdateZone,
} from '@shop/shared/delivery';
import type { Db, Tx } from '../../db/client.ts';
import { readMostlyChanged } from '../../db/read-mostly.ts';
import { deliverySettings, deliveryZones } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { adminZone, allZones, readSettings, type ZoneRow } from './delivery-read.ts';
import { recordAudit } from '../audit/index.ts';

/** The admin's Delivery screen: every place (disabled ones too) and the shop's settings. */
export async function adminDelivery(db: Db | Tx): Promise<AdminDelivery> {
  const [zones, settings] = await Promise.all([allZones(db), readSettings(db)]);
  return { zones: zones.map(adminZone), settings };
}

async function zoneById(tx: Tx, id: number): Promise<ZoneRow> {
  const [row] = await tx.select().from(deliveryZones).where(eq(deliveryZones.id, id)).for('update');
  if (!row) throw new AppError('NOT_FOUND', ZONE_NOT_FOUND);
  return row;
}

/** The unique (parent, slug) key refuses a second place of the same name under one parent. */
function isNameTaken(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { constraint?: unknown }).constraint === 'delivery_zones_parent_slug_key') return true;
  }
  return false;
}

/** A change to the zones or settings; once committed, this process's kept copy is dropped at once. */
async function writing<T>(db: Db, write: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(write);
  } catch (error) {
    if (isNameTaken(error)) throw new AppError('CONFLICT', ZONE_NAME_TAKEN, 'nameEn');
    throw error;
  } finally {
    readMostlyChanged(db);
  }
}

/** Adds a place at the end of its parent's list; its fee and estimate blank = the parent's. */
export async function createZone(db: Db, adminId: string, input: CreateZone): Promise<AdminDelivery> {
  return writing(db, async (tx) => {
    const parent = input.parentId === null ? null : await zoneById(tx, input.parentId);
    if (parent?.level === 'township') throw new AppError('VALIDATION', TOWNSHIP_HAS_NO_CHILDREN, 'parentId');
    const level = parent === null ? 'region' : parent.level === 'region' ? 'city' : 'township';
    // A region has its own terms; a new one starts from "anywhere else" (7,000 MMK) unless given.
    const own = level === 'region';
    const [last] = await tx
      .select({ n: sql<number>`coalesce(max(${deliveryZones.sortOrder}) + 1, 0)::int` })
      .from(deliveryZones)
      .where(parent ? eq(deliveryZones.parentId, parent.id) : isNull(deliveryZones.parentId));
    const [row] = await tx
      .insert(deliveryZones)
      .values({
        parentId: parent?.id ?? null,
        level,
        slug: zoneSlug(input.nameEn) || input.nameEn.trim(),
        nameEn: input.nameEn,
        nameMy: input.nameMy,
        fee: input.fee ?? (own ? 7000 : null),
        estimateEn: input.estimateEn ?? (own ? '2–7 days' : null),
        estimateMy: input.estimateMy ?? (own ? '၂–၇ ရက်' : null),
        sortOrder: last?.n ?? 0,
      })
      .returning();
    await recordAudit(tx, adminId, [
      {
        action: 'delivery.create',
        entityId: String(row!.id),
        summary: { name: input.nameEn, level, parent: parent?.nameEn ?? null },
      },
    ]);
    return adminDelivery(tx);
  });
}

const EDITABLE = ['nameEn', 'nameMy', 'fee', 'estimateEn', 'estimateMy', 'enabled'] as const;

/** Renames, re-prices, re-estimates or switches a place; only what changed is written and audited. */
export async function updateZone(db: Db, adminId: string, id: number, input: UpdateZone): Promise<AdminDelivery> {
  return writing(db, async (tx) => {
    const zone = await zoneById(tx, id);
    const changes = EDITABLE.filter((field) => input[field] !== undefined && input[field] !== zone[field]).map(
      (field) => ({ field, from: auditValue(zone[field]), to: auditValue(input[field]!) }),
    );
    if (zone.level === 'region' && ['fee', 'estimateEn', 'estimateMy'].some((f) => input[f as 'fee'] === null)) {
      throw new AppError('VALIDATION', 'A state or region needs its own fee and estimate', 'fee');
    }
    if (!changes.length) return adminDelivery(tx);
    const set = Object.fromEntries(changes.map((c) => [c.field, input[c.field as (typeof EDITABLE)[number]]]));
    await tx
      .update(deliveryZones)
      .set({ ...set, ...(input.nameEn ? { slug: zoneSlug(input.nameEn) || zone.slug } : {}), updatedAt: new Date() })
      .where(eq(deliveryZones.id, id));
    await recordAudit(tx, adminId, [
      { action: 'delivery.update', entityId: String(id), summary: { name: input.nameEn ?? zone.nameEn, changes } },
    ]);
    return adminDelivery(tx);
  });
}

const auditValue = (value: string | number | boolean | null) =>
  typeof value === 'boolean' ? (value ? 'on' : 'off') : value;

/** Swaps a place with its neighbour above or below among its siblings. */
export async function moveZone(db: Db, adminId: string, id: number, input: MoveZone): Promise<AdminDelivery> {
  return writing(db, async (tx) => {
    const zone = await zoneById(tx, id);
    const siblings = (await allZones(tx)).filter((z) => z.parentId === zone.parentId);
    const at = siblings.findIndex((z) => z.id === id);
    const other = siblings[input.direction === 'up' ? at - 1 : at + 1];
    if (!other) return adminDelivery(tx);
    // Positions renumbered in list order, then the two swapped: equal sort orders cannot stick.
    siblings.splice(at, 1);
    siblings.splice(siblings.indexOf(other) + (input.direction === 'up' ? 0 : 1), 0, zone);
    for (const [position, sibling] of siblings.entries()) {
      if (sibling.sortOrder !== position) {
        await tx.update(deliveryZones).set({ sortOrder: position }).where(eq(deliveryZones.id, sibling.id));
      }
    }
    await recordAudit(tx, adminId, [
      { action: 'delivery.move', entityId: String(id), summary: { name: zone.nameEn, direction: input.direction } },
    ]);
    return adminDelivery(tx);
  });
}

/** The free-shipping threshold and whether an unlisted township may be typed. */
export async function updateDeliverySettings(
  db: Db,
  adminId: string,
  input: UpdateDeliverySettings,
): Promise<AdminDelivery> {
  return writing(db, async (tx) => {
    const before = await readSettings(tx);
    const changes = (['freeShippingThreshold', 'allowOtherTownship'] as const)
      .filter((field) => before[field] !== input[field])
      .map((field) => ({ field, from: auditValue(before[field]), to: auditValue(input[field]) }));
    if (!changes.length) return adminDelivery(tx);
    await tx
      .insert(deliverySettings)
      .values({ id: 1, ...input })
      .onConflictDoUpdate({ target: deliverySettings.id, set: { ...input, updatedAt: new Date() } });
    await recordAudit(tx, adminId, [{ action: 'delivery.settings', entityId: 'settings', summary: { changes } }]);
    return adminDelivery(tx);
  });
}
