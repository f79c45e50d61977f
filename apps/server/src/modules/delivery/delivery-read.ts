import { asc } from 'drizzle-orm';
import type { AdminZone, DeliveryPlace, DeliveryRegion, DeliverySettings, DeliveryZones } from '@shop/shared/delivery';
import type { Db, Tx } from '../../db/client.ts';
import { readMostly } from '../../db/read-mostly.ts';
import { deliverySettings, deliveryZones } from '../../db/schema/index.ts';

export type ZoneRow = typeof deliveryZones.$inferSelect;

/** Every place, parents before children (regions, then cities, then townships), siblings in order. */
export async function allZones(db: Db | Tx): Promise<ZoneRow[]> {
  const rows = await db.select().from(deliveryZones).orderBy(asc(deliveryZones.sortOrder), asc(deliveryZones.id));
  const rank = { region: 0, city: 1, township: 2 } as const;
  return rows.sort((a, b) => rank[a.level] - rank[b.level]);
}

export async function readSettings(db: Db | Tx): Promise<DeliverySettings> {
  const [row] = await db.select().from(deliverySettings);
  return {
    freeShippingThreshold: row?.freeShippingThreshold ?? 0,
    allowOtherTownship: row?.allowOtherTownship ?? true,
  };
}

/**
 * The zone table and settings as checkout and the public list read them: kept in memory between
 * the owner's changes (db/read-mostly.ts), so an order costs no round trip for them. Read one
 * after the other: a miss keeps to one pooled connection.
 */
export function deliveryTables(db: Db): Promise<{ rows: ZoneRow[]; settings: DeliverySettings }> {
  return readMostly(db, 'delivery', async () => {
    const rows = await allZones(db);
    return { rows, settings: await readSettings(db) };
  });
}

export const childrenOf = (rows: readonly ZoneRow[], parentId: number) => rows.filter((r) => r.parentId === parentId);

/** A place's fee and estimate: its own, else the nearest parent's (a region always has its own). */
export function termsOf(
  place: ZoneRow,
  ...parents: ZoneRow[]
): Pick<DeliveryPlace, 'fee' | 'estimateEn' | 'estimateMy'> {
  const chain = [place, ...parents];
  return {
    fee: chain.find((z) => z.fee !== null)?.fee ?? 0,
    estimateEn: chain.find((z) => z.estimateEn !== null)?.estimateEn ?? '',
    estimateMy: chain.find((z) => z.estimateMy !== null)?.estimateMy ?? '',
  };
}

const place = (row: ZoneRow, ...parents: ZoneRow[]): DeliveryPlace => ({
  id: row.id,
  slug: row.slug,
  nameEn: row.nameEn,
  nameMy: row.nameMy,
  ...termsOf(row, ...parents),
});

/** GET /api/delivery-zones: the enabled places with the fee and estimate each one costs. */
export async function publicZones(db: Db): Promise<DeliveryZones> {
  const { rows, settings } = await deliveryTables(db);
  const on = rows.filter((r) => r.enabled);
  const regions: DeliveryRegion[] = on
    .filter((r) => r.level === 'region')
    .map((region) => ({
      ...place(region),
      cities: childrenOf(on, region.id).map((city) => ({
        ...place(city, region),
        townships: childrenOf(on, city.id).map((township) => place(township, city, region)),
      })),
    }));
  return { regions, ...settings };
}

export const adminZone = (row: ZoneRow): AdminZone => ({
  id: row.id,
  parentId: row.parentId,
  level: row.level,
  slug: row.slug,
  nameEn: row.nameEn,
  nameMy: row.nameMy,
  fee: row.fee,
  estimateEn: row.estimateEn,
  estimateMy: row.estimateMy,
  enabled: row.enabled,
  sortOrder: row.sortOrder,
});
