import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPalette, Palette } from '@shop/shared/colours';
import type { ByColorRecord, Product } from '@shop/shared/catalog';
import { migrationsFolder } from '../../../db/client.ts';
import { demoProducts } from '../../../seed/catalog-demo.ts';
import { createTestShop, type TestShop } from '../../../../test/support/shop.ts';
import { person } from '../../../../test/support/people.ts';
import { request } from '../../../../test/support/request.ts';
import { addProducts } from '../../../../test/support/catalog.ts';
import { uploadedImages } from '../../../../test/support/images.ts';

describe("the owner's palette", () => {
  let shop: TestShop;
  let token: string;
  let images: string[];
  beforeAll(async () => {
    shop = await createTestShop();
    token = (await person(shop, { role: 'admin' })).token;
    images = await uploadedImages(shop, token, 1);
  });
  afterAll(() => shop.close());

  const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, language = 'en') =>
    request(shop, { method, url, payload, token, headers: { 'accept-language': language } });
  const paletteOf = async () => (await admin('GET', '/api/admin/colours')).json<AdminPalette>().items;
  const productOf = async (id: string) =>
    (await shop.app.inject({ method: 'GET', url: `/api/products/${id}` })).json<Product>();

  it('starts with the seven colours the builder offered, in both languages, with swatches', async () => {
    const palette = await paletteOf();
    expect(palette.slice(0, 7).map((c) => [c.key, c.name, c.nameMy, c.swatch])).toEqual([
      ['black', 'Black', 'အနက်ရောင်', '#232323'],
      ['brown', 'Brown', 'အညိုရောင်', '#7b5233'],
      ['white', 'White', 'အဖြူရောင်', '#f3f1ec'],
      ['red', 'Red', 'အနီရောင်', '#b8322a'],
      ['blue', 'Blue', 'အပြာရောင်', '#2d5d9f'],
      ['green', 'Green', 'အစိမ်းရောင်', '#3d6e48'],
      ['gray', 'Gray', 'မီးခိုးရောင်', '#8b8e93'],
    ]);
    const shown = (await shop.app.inject({ method: 'GET', url: '/api/colours' })).json<Palette>();
    expect(shown.items[0]).toEqual({ key: 'black', name: 'Black', nameMy: 'အနက်ရောင်', swatch: '#232323' });
    const customer = await person(shop);
    expect(
      (await request(shop, { method: 'POST', url: '/api/admin/colours', token: customer.token, payload: {} }))
        .statusCode,
    ).toBe(403);
  });

  it('adds a colour with both names; refuses a taken name, a bad swatch, a NUL and a long name in the reader’s language', async () => {
    const added = await admin('POST', '/api/admin/colours', {
      name: ' Olive Green ',
      nameMy: 'သံလွင်ရောင်',
      swatch: '#6B7A3A',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().colour).toEqual({
      key: 'olive-green',
      name: 'Olive Green',
      nameMy: 'သံလွင်ရောင်',
      swatch: '#6b7a3a',
      products: 0,
    });
    const cases: [object, string, number, string, string][] = [
      [
        { name: 'olive green', swatch: '#000000' },
        'name',
        409,
        'Another colour of the palette already has this name',
        'ဤအမည်ဖြင့် အရောင်တစ်ခု အရောင်စာရင်းတွင် ရှိပြီးသား ဖြစ်ပါသည်',
      ],
      [
        { name: 'Olive', nameMy: 'သံလွင်ရောင်', swatch: '#000000' },
        'nameMy',
        409,
        'Another colour of the palette already has this Burmese name',
        'ဤမြန်မာအမည်ဖြင့် အရောင်တစ်ခု အရောင်စာရင်းတွင် ရှိပြီးသား ဖြစ်ပါသည်',
      ],
      [
        { name: 'Navy', swatch: 'navy' },
        'swatch',
        400,
        'Please choose the swatch as a colour like #1a2b3c',
        'နမူနာအရောင်ကို #1a2b3c ကဲ့သို့ အရောင်တစ်ခုအဖြစ် ရွေးပါ',
      ],
      [{ name: '', swatch: '#000000' }, 'name', 400, 'Colour name is required', 'အရောင်အမည် ထည့်ပါ'],
      [{ name: 'Na\u0000vy', swatch: '#000000' }, 'name', 400, 'Text must not contain the NUL character (U+0000)', ''],
      [
        { name: 'N'.repeat(41), swatch: '#000000' },
        'name',
        400,
        'Please keep this under 40 characters',
        'အက္ခရာ ၄၀ လုံးအောက်သာ ရေးပါ',
      ],
    ];
    for (const [payload, field, status, english, burmese] of cases) {
      const res = await admin('POST', '/api/admin/colours', payload);
      expect([res.statusCode, res.json().field, res.json().message], english).toEqual([status, field, english]);
      if (burmese) expect((await admin('POST', '/api/admin/colours', payload, 'my')).json().message).toBe(burmese);
    }
    expect((await paletteOf()).filter((c) => c.key.startsWith('olive') || c.name === 'Navy')).toHaveLength(1);
  });

  it('uses palette colours in the builder and the edit form, refuses an unknown one, and shows both names and the swatch', async () => {
    const variant = (color: string) => ({ name: `Palette ${color}`, color, sizes: { M: 3 }, images: [images[0]] });
    const batch = (colors: string[]) => ({
      batchName: 'Palette drop',
      genders: {
        unisex: [{ itemName: 'Palette Tee', mainCategory: 'T-shirt', price: 20_000, variants: colors.map(variant) }],
      },
    });
    const unknown = await admin('POST', '/api/auth/products', batch(['black', 'Mauve']), 'my');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      field: 'genders.unisex.0.variants.1.color',
      message: 'အရောင်အမျိုးအစား ၂: အရောင်စာရင်းထဲမှ အရောင်တစ်ခု ရွေးပါ',
    });
    expect((await admin('POST', '/api/auth/products', batch(['Mauve']))).json().message).toBe(
      'Variant 1: Please choose a colour from the palette',
    );
    const same = await admin('POST', '/api/auth/products', batch(['black', 'အနက်ရောင်']));
    expect([same.statusCode, same.json().field]).toEqual([400, 'genders.unisex.0.variants.1.color']);

    // By key, by English name in any case, by Burmese name: stored as the palette spells it.
    const created = await admin('POST', '/api/auth/products', batch(['olive-green', 'BLACK', 'အဖြူရောင်']));
    expect(created.statusCode).toBe(201);
    const id = created.json().products[0] as string;
    const product = await productOf(id);
    expect(product.variants.map((v) => [v.color, v.colorKey, v.colorMy, v.swatch])).toEqual([
      ['Olive Green', 'olive-green', 'သံလွင်ရောင်', '#6b7a3a'],
      ['Black', 'black', 'အနက်ရောင်', '#232323'],
      ['White', 'white', 'အဖြူရောင်', '#f3f1ec'],
    ]);
    const cards = (await shop.app.inject({ method: 'GET', url: '/api/products/by-color?color=olive-green' })).json<
      ByColorRecord[]
    >();
    expect(cards.map((c) => [c.originalId, c.color, c.colorKey, c.colorMy, c.swatch])).toEqual([
      [id, 'Olive Green', 'olive-green', 'သံလွင်ရောင်', '#6b7a3a'],
    ]);

    const edit = (colors: string[]) =>
      admin('PUT', `/api/admin/products/${id}`, {
        itemName: 'Palette Tee',
        price: 20_000,
        mainCategory: 'T-shirt',
        gender: 'unisex',
        variants: product.variants.map((v, i) => ({ ...v, color: colors[i] })),
      });
    const refused = await edit(['olive-green', 'Teal', 'White']);
    expect([refused.statusCode, refused.json().field, refused.json().message]).toEqual([
      400,
      'variants.1.color',
      'Variant 2: Please choose a colour from the palette',
    ]);
    // Two kept variants swap colours, the third becomes red.
    const edited = await edit(['Black', 'olive green', 'red']);
    expect(edited.statusCode).toBe(200);
    expect((await productOf(id)).variants.map((v) => [v.color, v.colorKey])).toEqual([
      ['Black', 'black'],
      ['Olive Green', 'olive-green'],
      ['Red', 'red'],
    ]);
    const search = async (q: string) =>
      (await shop.app.inject({ method: 'GET', url: `/api/products?q=${encodeURIComponent(q)}` })).json<{
        items: ByColorRecord[];
      }>().items;
    expect((await search('သံလွင်')).map((c) => c.color)).toEqual(['Olive Green']);
  });

  it('renames in both languages and recolours: every product follows; removing a used colour is refused with 409', async () => {
    const [id] = await addProducts(shop.database.db, [{ itemName: 'Rename Tee', variants: [{ color: 'Blue' }] }]);
    const renamed = await admin('PUT', '/api/admin/colours/blue', {
      name: 'Sky Blue',
      nameMy: 'ကောင်းကင်ပြာ',
      swatch: '#87ceeb',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().colour).toMatchObject({ key: 'blue', name: 'Sky Blue', products: 1 });
    const variant = (await productOf(id!)).variants[0]!;
    expect([variant.color, variant.colorKey, variant.colorMy, variant.swatch]).toEqual([
      'Sky Blue',
      'blue',
      'ကောင်းကင်ပြာ',
      '#87ceeb',
    ]);
    const taken = await admin('PUT', '/api/admin/colours/blue', { name: 'black', swatch: '#87ceeb' });
    expect([taken.statusCode, taken.json().field]).toEqual([409, 'name']);

    const inUse = await admin('DELETE', '/api/admin/colours/blue');
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe('This colour is used by 1 product. Choose another colour for it first.');
    expect((await admin('DELETE', '/api/admin/colours/blue', undefined, 'my')).json().message).toBe(
      'ဤအရောင်ကို ပစ္စည်း ၁ ခုက သုံးနေပါသည်။ ၎င်းတို့အတွက် အခြားအရောင်တစ်ခုကို အရင်ရွေးပါ။',
    );
    expect((await productOf(id!)).variants[0]!.color).toBe('Sky Blue');

    const spare = (await admin('POST', '/api/admin/colours', { name: 'Spare', swatch: '#123456' })).json().colour.key;
    expect((await admin('DELETE', `/api/admin/colours/${spare}`)).statusCode).toBe(200);
    expect((await paletteOf()).some((c) => c.key === spare)).toBe(false);
    expect((await admin('DELETE', '/api/admin/colours/nothing-here')).statusCode).toBe(404);
  });

  it('migration 0019 turns every colour of the demo catalogue and of free-text edits into palette entries', async () => {
    const db = shop.database.db;
    const migration = await readFile(path.join(migrationsFolder, '0019_colour_palette.sql'), 'utf8');
    await db
      .transaction(async (tx) => {
        // The catalogue as it was before the palette: colours as free text.
        await tx.execute(sql`drop table colours cascade`);
        await tx.execute(sql`alter table product_variants drop column color_key`);
        await tx.execute(sql`delete from products`);
        // Free text as the edit form took it: spellings of one colour (the most used one is kept), a
        // name whose key is taken, a Burmese-only name.
        const freeText = ['black ', 'Olive Green', 'Olive Green', 'olive green', 'olive-green', 'ခရမ်း'];
        const colours = [...demoProducts.map((p) => p.colours as string[]), ...freeText.map((c) => [c])];
        for (const [n, list] of colours.entries()) {
          const { rows } = await tx.execute<{ id: string }>(
            sql`insert into products (item_name, main_category, gender, price) values (${`P${n}`}, 'T-shirt', 'unisex', 1) returning id`,
          );
          for (const [position, color] of list.entries())
            await tx.execute(
              sql`insert into product_variants (product_id, position, color) values (${rows[0]!.id}, ${position}, ${color})`,
            );
        }
        for (const statement of migration.split('--> statement-breakpoint')) await tx.execute(sql.raw(statement));
        const { rows: palette } = await tx.execute<{ key: string; name: string; name_my: string; swatch: string }>(
          sql`select key, name, name_my, swatch from colours order by position, key`,
        );
        expect(palette.slice(0, 7).every((c) => c.name_my !== '' && /^#[0-9a-f]{6}$/.test(c.swatch))).toBe(true);
        const extra = palette.slice(7);
        expect(extra.map((c) => c.name).sort()).toEqual(['Olive Green', 'olive-green', 'ခရမ်း'].sort());
        expect(extra.find((c) => c.name === 'Olive Green')!.key).toBe('olive-green');
        expect(extra.find((c) => c.name === 'olive-green')!.key).toMatch(/^olive-green-[0-9a-f]{8}$/);
        expect(extra.find((c) => c.name === 'ခရမ်း')!.key).toMatch(/^[0-9a-f]{8}$/);
        expect(extra.every((c) => c.swatch === '#9ca3af' && c.name_my === '')).toBe(true);
        const { rows: variants } = await tx.execute<{ color: string; color_key: string }>(
          sql`select color, color_key from product_variants`,
        );
        const demoVariants = demoProducts.reduce((n, p) => n + p.colours.length, 0);
        expect(variants).toHaveLength(demoVariants + freeText.length);
        // Every demo colour is one of the seven, spelled as the palette spells it.
        expect(new Set(variants.map((v) => `${v.color_key}:${v.color}`))).toEqual(
          new Set([
            'black:Black',
            'brown:Brown',
            'white:White',
            'red:Red',
            'blue:Blue',
            'green:Green',
            'gray:Gray',
            'olive-green:Olive Green',
            `${extra.find((c) => c.name === 'olive-green')!.key}:olive-green`,
            `${extra.find((c) => c.name === 'ခရမ်း')!.key}:ခရမ်း`,
          ]),
        );
        throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });
  });
});

class Rollback extends Error {}
