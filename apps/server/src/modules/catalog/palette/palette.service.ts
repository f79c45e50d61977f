import { sql } from 'drizzle-orm';
import {
  COLOUR_NAME_MY_TAKEN,
  COLOUR_NAME_TAKEN,
  COLOUR_NOT_FOUND,
  colourInUse,
  colourKeyOf,
  type AdminColour,
  type ColourFields,
  type Palette,
} from '@shop/shared/colours';
import type { Db, Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { writeCatalog } from '../catalog-cache.ts';

/**
 * The owner's palette (decision 043). A variant's colour is a palette colour: its key and English
 * name are the variant's foreign key (ON UPDATE CASCADE), so a rename reaches every product in the
 * same statement, and a colour products use cannot be removed. Every change moves the catalogue
 * version, since product answers carry the colours' names and swatches.
 */

type ColourRow = { key: string; name: string; name_my: string; swatch: string; products: number };

const toColour = (row: ColourRow): AdminColour => ({
  key: row.key,
  name: row.name,
  nameMy: row.name_my,
  swatch: row.swatch,
  products: row.products,
});

const paletteSelect = sql`select c.key, c.name, c.name_my, c.swatch,
    (select count(distinct v.product_id)::int from product_variants v where v.color_key = c.key) as products
  from colours c`;

/** GET /api/admin/colours: every colour in the palette's order, with how many products use it. */
export async function adminPalette(db: Db | Tx): Promise<AdminColour[]> {
  const { rows } = await db.execute<ColourRow>(sql`${paletteSelect} order by c.position, c.created_at, c.key`);
  return rows.map(toColour);
}

/** GET /api/colours: the palette as the storefront reads it (names and swatches). */
export async function palette(db: Db): Promise<Palette> {
  const { rows } = await db.execute<Omit<ColourRow, 'products'>>(
    sql`select key, name, name_my, swatch from colours order by position, created_at, key`,
  );
  return { items: rows.map((r) => ({ key: r.key, name: r.name, nameMy: r.name_my, swatch: r.swatch })) };
}

async function colourIn(tx: Tx, key: string): Promise<AdminColour> {
  const { rows } = await tx.execute<ColourRow>(sql`${paletteSelect} where c.key = ${key}`);
  if (!rows[0]) throw new AppError('NOT_FOUND', COLOUR_NOT_FOUND);
  return toColour(rows[0]);
}

/** Another colour already named so (either language, English in any case): 409 naming the field. */
async function assertNamesFree(tx: Tx, fields: ColourFields, exceptKey: string | null): Promise<void> {
  const { rows } = await tx.execute<{ english: boolean }>(sql`
    select lower(name) = lower(${fields.name}) as english from colours
    where (lower(name) = lower(${fields.name}) or (${fields.nameMy} <> '' and name_my = ${fields.nameMy}))
      and key is distinct from ${exceptKey}
    order by 1 desc limit 1`);
  const taken = rows[0];
  if (taken?.english) throw new AppError('CONFLICT', COLOUR_NAME_TAKEN, 'name');
  if (taken) throw new AppError('CONFLICT', COLOUR_NAME_MY_TAKEN, 'nameMy');
}

/**
 * A free key for a new colour: its English name's letters ("Olive Green" → `olive-green`), with
 * -2, -3… when taken (`colour` when the name has no Latin letters).
 */
async function freeKey(tx: Tx, name: string): Promise<string> {
  const base = colourKeyOf(name) || 'colour';
  const { rows } = await tx.execute<{ key: string }>(
    sql`select key from colours where key = ${base} or key like ${`${base}-%`}`,
  );
  const taken = new Set(rows.map((r) => r.key));
  let key = base;
  for (let n = 2; taken.has(key); n++) key = `${base}-${n}`;
  return key;
}

/** A serialisable lock on the palette's names, so two owners adding "Navy" at once get one. */
const lockPalette = (tx: Tx) => tx.execute(sql`lock table colours in share row exclusive mode`);

/** POST /api/admin/colours: a new colour at the end of the palette. */
export async function addColour(db: Db, fields: ColourFields): Promise<AdminColour> {
  return writeCatalog(db, async (tx) => {
    await lockPalette(tx);
    await assertNamesFree(tx, fields, null);
    const key = await freeKey(tx, fields.name);
    await tx.execute(sql`insert into colours (key, name, name_my, swatch, position)
      values (${key}, ${fields.name}, ${fields.nameMy}, ${fields.swatch},
        (select coalesce(max(position), 0) + 1 from colours))`);
    return colourIn(tx, key);
  });
}

/**
 * PUT /api/admin/colours/{key}: both names and the swatch. The key stays (links keep working); the
 * English name reaches every variant through the foreign key's cascade.
 */
export async function updateColour(db: Db, key: string, fields: ColourFields): Promise<AdminColour> {
  return writeCatalog(db, async (tx) => {
    await lockPalette(tx);
    await colourIn(tx, key);
    await assertNamesFree(tx, fields, key);
    await tx.execute(sql`update colours set name = ${fields.name}, name_my = ${fields.nameMy}, swatch = ${fields.swatch}
      where key = ${key}`);
    return colourIn(tx, key);
  });
}

/** DELETE /api/admin/colours/{key}: refused with 409 while a product uses the colour. */
export async function removeColour(db: Db, key: string): Promise<void> {
  await writeCatalog(db, async (tx) => {
    await lockPalette(tx);
    const colour = await colourIn(tx, key);
    if (colour.products > 0) throw new AppError('CONFLICT', colourInUse(colour.products));
    await tx.execute(sql`delete from colours where key = ${key}`);
  });
}

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

export type PaletteMatch = { key: string; name: string };

/**
 * The palette colours that variants name (by key, English name in any case, or Burmese name),
 * locked against removal until the transaction ends. Each variant's entry: its colour, or null
 * when the palette has none of that name.
 */
export async function paletteColoursOf(tx: Tx, colours: readonly string[]): Promise<(PaletteMatch | null)[]> {
  const wanted = [...new Set(colours.map((c) => c.trim()))];
  const lower = wanted.map((c) => c.toLowerCase());
  const { rows } = await tx.execute<PaletteMatch & { name_my: string }>(sql`
    select key, name, name_my from colours
    where key = any(${textArray(lower)}) or lower(name) = any(${textArray(lower)}) or name_my = any(${textArray(wanted)})
    for key share`);
  return colours.map((sent) => {
    const c = sent.trim();
    const found =
      rows.find((r) => r.key === c.toLowerCase()) ??
      rows.find((r) => r.name.toLowerCase() === c.toLowerCase()) ??
      rows.find((r) => r.name_my !== '' && r.name_my === c);
    return found ? { key: found.key, name: found.name } : null;
  });
}
