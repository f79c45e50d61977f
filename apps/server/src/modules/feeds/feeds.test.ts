import { eq, sql } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_COLUMNS } from '@shop/shared/feeds';
import { products, productVariants, variantStock } from '../../db/schema/index.ts';
import { addProducts, catalogueListening } from '../../../test/support/catalog.ts';
import { createTestShop, type TestShop } from '../../../test/support/shop.ts';
import { writeCatalog } from '../catalog/index.ts';

/** RFC 4180: quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (quoted && c === '"') {
      quoted = false;
    } else if (quoted) {
      field += c;
    } else if (c === '"') {
      quoted = true;
    } else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else {
      field += c;
    }
  }
  return rows;
}

type CatalogueLine = {
  product_id: string;
  variant_id: string;
  item_name: string;
  price: number;
  brand: string;
  gender: string;
  color: string;
  size: string;
  stock: number;
  images: string[];
};

describe('product feeds for Meta and Google', () => {
  let shop: TestShop;
  let hoodie: string;
  beforeAll(async () => {
    shop = await createTestShop();
    await catalogueListening(shop);
    [hoodie] = (await addProducts(shop.database.db, [
      {
        itemName: 'Mandalay "Night", Hoodie',
        mainCategory: 'Hoodie',
        subCategory: 'Hoodies',
        gender: 'male',
        price: 45_000,
        variants: [
          {
            color: 'Black',
            images: ['/uploads/products/night-1-640.webp', '/uploads/products/night-2-640.webp'],
            sizes: { M: 3, L: 0, XL: 1 },
          },
          // No pictures of its own: the product's first picture stands in.
          { color: 'Forest Green', images: [], sizes: { S: 2 } },
        ],
      },
      {
        itemName: 'Thingyan Tee',
        price: 25_000,
        gender: 'unisex',
        variants: [{ color: 'White', sizes: { XS: 0, M: 4 } }],
      },
    ])) as [string, string];
    await shop.database.db
      .update(products)
      .set({ description: 'Heavy fleece.\nWarm for the Mandalay cold season, "really".', brand: '' })
      .where(eq(products.id, hoodie));
  });
  afterAll(() => shop.close());

  /** Every product, colour and size, read straight from the tables. */
  async function catalogue(): Promise<Map<string, CatalogueLine>> {
    const { rows } = await shop.database.db.execute<CatalogueLine>(sql`
      select p.id as product_id, v.id as variant_id, p.item_name, p.price, p.brand, p.gender, v.color, s.size, s.stock,
        coalesce((select json_agg(i.url order by i.position) from variant_images i where i.variant_id = v.id), '[]') as images
      from products p join product_variants v on v.product_id = p.id join variant_stock s on s.variant_id = v.id`);
    return new Map(rows.map((r) => [`${r.variant_id}_${r.size}`, r]));
  }

  it("writes one CSV row per product, colour and size, each true to the catalogue, under Meta's columns", async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/feeds/facebook.csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual([...FEED_COLUMNS]);
    const lines = await catalogue();
    expect(rows).toHaveLength(lines.size);
    for (const values of rows) {
      const row = Object.fromEntries(header!.map((column, i) => [column, values[i]]));
      const line = lines.get(row.id!);
      expect(line, row.id).toBeDefined();
      expect(row).toMatchObject({
        item_group_id: line!.product_id,
        title: line!.item_name,
        availability: line!.stock > 0 ? 'in stock' : 'out of stock',
        condition: 'new',
        price: `${line!.price} MMK`,
        sale_price: '',
        link: `http://shop.test/product/${line!.product_id}?color=${encodeURIComponent(line!.color)}`,
        brand: line!.brand || 'STREETWEAR MM',
        color: line!.color,
        size: line!.size,
        gender: line!.gender,
      });
      const images = line!.images.length ? line!.images : ['/uploads/products/night-1-640.webp'];
      expect(row.image_link).toBe(`http://shop.test${images[0]}`);
      expect(row.additional_image_link).toBe(
        images
          .slice(1)
          .map((url) => `http://shop.test${url}`)
          .join(','),
      );
    }
    const byId = new Map(rows.map((values) => [values[0], values]));
    const night = [...lines.values()].find((l) => l.color === 'Black' && l.size === 'M')!;
    const nightRow = byId.get(`${night.variant_id}_M`)!;
    // The comma, the quotes and the line break survive the CSV.
    expect(nightRow[FEED_COLUMNS.indexOf('description')]).toBe(
      'Heavy fleece. Warm for the Mandalay cold season, "really".',
    );
    expect(nightRow[FEED_COLUMNS.indexOf('google_product_category')]).toBe(
      'Apparel & Accessories > Clothing > Shirts & Tops',
    );
  });

  it('writes the same items as RSS 2.0 with the g: namespace, which an XML parser reads', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/feeds/google.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const parser = new XMLParser({
      ignoreAttributes: false,
      parseTagValue: false,
      isArray: (name) => ['item', 'g:additional_image_link'].includes(name),
    });
    const feed = parser.parse(res.body, true) as {
      rss: {
        '@_version': string;
        '@_xmlns:g': string;
        channel: { title: string; link: string; item: Record<string, unknown>[] };
      };
    };
    expect(feed.rss['@_version']).toBe('2.0');
    expect(feed.rss['@_xmlns:g']).toBe('http://base.google.com/ns/1.0');
    expect(feed.rss.channel.link).toBe('http://shop.test/');
    const lines = await catalogue();
    const items = feed.rss.channel.item;
    expect(items).toHaveLength(lines.size);
    for (const item of items) {
      const line = lines.get(item['g:id'] as string)!;
      expect(line, item['g:id'] as string).toBeDefined();
      expect(item['g:title']).toBe(line.item_name);
      expect(item['g:price']).toBe(`${line.price} MMK`);
      expect(item['g:availability']).toBe(line.stock > 0 ? 'in stock' : 'out of stock');
      expect(item['g:size']).toBe(line.size);
      expect(item['g:color']).toBe(line.color);
      expect(item['g:item_group_id']).toBe(line.product_id);
      expect(item['g:additional_image_link'] ?? []).toEqual(
        line.images.slice(1).map((url) => `http://shop.test${url}`),
      );
    }
  });

  it('is cached by the catalogue version: a 304 while nothing changed, the new stock right after a change', async () => {
    const first = await shop.app.inject({ method: 'GET', url: '/feeds/facebook.csv' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"catalog-/);
    const again = await shop.app.inject({
      method: 'GET',
      url: '/feeds/facebook.csv',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);

    const [tee] = await shop.database.db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(eq(productVariants.color, 'White'));
    const row = (body: string) => parseCsv(body).find((values) => values[0] === `${tee!.id}_M`)!;
    expect(row(first.body)[FEED_COLUMNS.indexOf('availability')]).toBe('in stock');
    await writeCatalog(shop.database.db, (tx) =>
      tx.update(variantStock).set({ stock: 0 }).where(eq(variantStock.variantId, tee!.id)),
    );
    const after = await shop.app.inject({
      method: 'GET',
      url: '/feeds/facebook.csv',
      headers: { 'if-none-match': etag },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(row(after.body)[FEED_COLUMNS.indexOf('availability')]).toBe('out of stock');
    const google = await shop.app.inject({ method: 'GET', url: '/feeds/google.xml' });
    expect(google.body).toContain(`<g:id>${tee!.id}_M</g:id><g:item_group_id>`);
    expect(google.body).not.toMatch(new RegExp(`<g:id>${tee!.id}_M</g:id>.*?<g:availability>in stock`));
  });

  it('takes ?lang=my (English where a product has no Burmese text) and ignores a language it does not know', async () => {
    for (const lang of ['my', 'fr', '']) {
      const res = await shop.app.inject({ method: 'GET', url: `/feeds/google.xml?lang=${lang}` });
      expect(res.statusCode, lang).toBe(200);
      expect(res.body).toContain('<g:title>Thingyan Tee</g:title>');
    }
    const burmese = await shop.app.inject({ method: 'GET', url: '/feeds/google.xml?lang=my' });
    expect(burmese.body).toContain('<description>STREETWEAR MM — မြန်မာအတွက်');
    // A product with Burmese texts (decision 039) is titled and described in Burmese in ?lang=my only.
    await writeCatalog(shop.database.db, (tx) =>
      tx
        .update(products)
        .set({ itemNameMy: 'သင်္ကြန် တီရှပ်', descriptionMy: 'ပေါ့ပါးသော ချည်သား တီရှပ်' })
        .where(eq(products.itemName, 'Thingyan Tee')),
    );
    const inBurmese = await shop.app.inject({ method: 'GET', url: '/feeds/google.xml?lang=my' });
    expect(inBurmese.body).toContain('<g:title>သင်္ကြန် တီရှပ်</g:title>');
    expect(inBurmese.body).toContain('ပေါ့ပါးသော ချည်သား တီရှပ်');
    const inEnglish = await shop.app.inject({ method: 'GET', url: '/feeds/google.xml' });
    expect(inEnglish.body).toContain('<g:title>Thingyan Tee</g:title>');
    expect(inEnglish.body).not.toContain('သင်္ကြန် တီရှပ်');
  });
});
