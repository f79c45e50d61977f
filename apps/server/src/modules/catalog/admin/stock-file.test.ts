import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StockImportReply } from '@shop/shared/stock-files';
import { createTestShop, type TestShop } from '../../../../test/support/shop.ts';
import { person } from '../../../../test/support/people.ts';
import { request } from '../../../../test/support/request.ts';
import { addProducts, stockOf } from '../../../../test/support/catalog.ts';
import { multipart } from '../../../../test/support/images.ts';
import { readCsv } from '../../../lib/csv.ts';

describe('stock and prices by file', () => {
  let shop: TestShop;
  let token: string;
  let tee: string | undefined;
  let hoodie: string | undefined;
  beforeAll(async () => {
    shop = await createTestShop();
    token = (await person(shop, { role: 'admin' })).token;
    [tee, hoodie] = await addProducts(shop.database.db, [
      {
        itemName: 'Thanaka Tee',
        itemNameMy: 'သနပ်ခါး တီရှပ်',
        price: 25_000,
        variants: [
          { color: 'Black', sizes: { S: 2, M: 0 } },
          { color: 'White', sizes: { L: 4 } },
        ],
      },
      { itemName: '=Hoodie, "Yangon"', price: 45_000, variants: [{ color: 'Blue', sizes: { XL: 1 } }] },
    ]);
  });
  afterAll(() => shop.close());

  const exported = async () => {
    const res = await request(shop, { method: 'GET', url: '/api/admin/products/export.csv', token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    return res.body;
  };
  const upload = (csv: string | Buffer, dryRun: boolean, language = 'en') => {
    const { payload, headers } = multipart([
      {
        field: 'file',
        filename: 'stock.csv',
        type: 'text/csv',
        content: Buffer.isBuffer(csv) ? csv : Buffer.from(csv),
      },
    ]);
    return request(shop, {
      method: 'POST',
      url: `/api/admin/products/import${dryRun ? '?dryRun=true' : ''}`,
      payload,
      headers: { ...headers, 'accept-language': language },
      token,
    });
  };
  const auditCount = async () =>
    (await shop.database.db.execute<{ n: number }>(sql`select count(*)::int as n from admin_audit`)).rows[0]!.n;
  /** The exported file with one cell changed: the row of `color` and `size`, column `column`. */
  const edited = (csv: string, color: string, size: string, column: number, value: string) =>
    csv
      .split('\r\n')
      .map((line) => {
        const cells = readCsv(line)?.[0]?.cells ?? [];
        if (cells[3] !== color || cells[4] !== size) return line;
        const parts = line.split(',');
        parts[column] = value;
        return parts.join(',');
      })
      .join('\r\n');

  it('exports every product, colour and size with stock and price, BOM first, Burmese intact, text quoted', async () => {
    const csv = await exported();
    expect(
      csv.startsWith('\uFEFF"Product ID","Product","Product (Burmese)","Colour","Size","Stock","Price (MMK)"\r\n'),
    ).toBe(true);
    expect(csv).toContain(`"${tee}","Thanaka Tee","သနပ်ခါး တီရှပ်","Black","S",2,25000\r\n`);
    expect(csv).toContain(`"${tee}","Thanaka Tee","သနပ်ခါး တီရှပ်","Black","M",0,25000\r\n`);
    expect(csv).toContain(`"${tee}","Thanaka Tee","သနပ်ခါး တီရှပ်","White","L",4,25000\r\n`);
    // A name a spreadsheet would run as a formula is defused; its comma and quotes stay in one cell.
    expect(csv).toContain(`"${hoodie}","'=Hoodie, ""Yangon""","","Blue","XL",1,45000\r\n`);
    const customer = await person(shop);
    const refused = await request(shop, {
      method: 'GET',
      url: '/api/admin/products/export.csv',
      token: customer.token,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('takes its own export back unchanged as no changes at all', async () => {
    const before = await auditCount();
    const res = await upload(await exported(), false);
    expect(res.statusCode).toBe(200);
    const reply = res.json<StockImportReply>();
    expect(reply).toMatchObject({ applied: false, rows: 4, changes: [], errors: [] });
    expect(await auditCount()).toBe(before);
  });

  it('previews a stock and a price change without writing, then applies them in one go with one audit entry', async () => {
    let csv = edited(await exported(), 'Black', 'M', 5, '7');
    csv = csv.replaceAll(',25000\r\n', ',27000\r\n');
    const before = await auditCount();
    const preview = await upload(csv, true);
    expect(preview.statusCode).toBe(200);
    const dry = preview.json<StockImportReply>();
    expect(dry).toMatchObject({ dryRun: true, applied: false, products: 1, errors: [] });
    expect(dry.changes).toEqual([
      expect.objectContaining({ productId: tee, field: 'price', from: 25_000, to: 27_000, line: 3 }),
      expect.objectContaining({ productId: tee, field: 'stock', color: 'Black', size: 'M', from: 0, to: 7, line: 4 }),
    ]);
    expect(await stockOf(shop, tee!, 'Black', 'M')).toBe(0);
    expect((await request(shop, { method: 'GET', url: `/api/products/${tee}` })).json<{ price: number }>().price).toBe(
      25_000,
    );
    expect(await auditCount()).toBe(before);

    const etag = (await request(shop, { method: 'GET', url: `/api/products/${tee}` })).headers.etag;
    const real = await upload(csv, false);
    expect(real.statusCode).toBe(200);
    expect(real.json<StockImportReply>()).toMatchObject({ applied: true, products: 1 });
    expect(await stockOf(shop, tee!, 'Black', 'M')).toBe(7);
    const page = await request(shop, { method: 'GET', url: `/api/products/${tee}` });
    expect(page.headers.etag).not.toBe(etag);
    expect(page.json<{ price: number }>().price).toBe(27_000);
    const audit = await shop.database.db.execute<{ summary: { changes: unknown[]; stock: unknown[] } }>(
      sql`select summary from admin_audit where entity_id = ${tee} order by id desc limit 1`,
    );
    expect(await auditCount()).toBe(before + 1);
    expect(audit.rows[0]!.summary.changes).toEqual([{ field: 'price', from: 25_000, to: 27_000 }]);
    expect(audit.rows[0]!.summary.stock).toEqual([{ color: 'Black', size: 'M', from: 0, to: 7 }]);
  });

  it('reports each bad row with its line and reason, in the reader language, and writes nothing', async () => {
    const csv = await exported();
    const lines = csv.split('\r\n');
    const header = lines[0]!;
    const row = (id: string, color: string, size: string, stock: string, price: string) =>
      `"${id}","x","","${color}","${size}",${stock},${price}`;
    const bad = [
      header,
      row('00000000-0000-4000-8000-000000000000', 'Black', 'S', '1', '27000'),
      row(tee!, 'Purple', 'S', '1', '27000'),
      row(tee!, 'Black', 'XXL', '1', '27000'),
      row(tee!, 'Black', 'S', '-3', '27000'),
      row(tee!, 'Black', 'M', 'lots', '27000'),
      row(tee!, 'White', 'L', '1', '999999999'),
      row(hoodie!, 'Blue', 'XL', '1', '45000'),
      row(hoodie!, 'Blue', 'XL', '2', '45000'),
      '',
    ].join('\r\n');
    const stockBefore = await stockOf(shop, hoodie!, 'Blue', 'XL');
    const refused = await upload(bad, false);
    expect(refused.statusCode).toBe(422);
    const reply = refused.json<StockImportReply>();
    expect(reply.applied).toBe(false);
    expect(reply.errors.map((e) => e.line)).toEqual([2, 3, 4, 5, 6, 7, 9]);
    expect(reply.errors[0]!.reason).toContain('No product has the id');
    expect(reply.errors[1]!.reason).toBe('Thanaka Tee has no colour "Purple"');
    expect(reply.errors[2]!.reason).toBe('Thanaka Tee in Black has no size "XXL"');
    expect(reply.errors[3]!.reason).toContain('Stock "-3" must be a whole number');
    expect(reply.errors[4]!.reason).toContain('Stock "lots"');
    expect(reply.errors[5]!.reason).toContain('Price "999999999"');
    expect(reply.errors[6]!.reason).toBe('This colour and size is on line 8 already');
    expect(await stockOf(shop, hoodie!, 'Blue', 'XL')).toBe(stockBefore);

    const burmese = JSON.parse((await upload(bad, true, 'my')).body.replaceAll('\u2060', '')) as StockImportReply;
    expect(burmese.errors[1]!.reason).toBe('Thanaka Tee တွင် "Purple" အရောင် မရှိပါ');
    expect(burmese.errors[6]!.reason).toContain('စာကြောင်း ၈');

    const wrongHeader = (await upload(`"Name","Qty"\r\n"Tee",3\r\n`, true)).json<StockImportReply>();
    expect(wrongHeader.errors).toEqual([
      { line: 1, reason: expect.stringContaining('"Product ID", "Colour", "Size", "Stock", "Price (MMK)"') },
    ]);
  });

  it('refuses what is not a CSV file, and a file too big, changing nothing', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const notCsv = await upload(png, true);
    expect(notCsv.statusCode).toBe(415);
    expect(notCsv.json()).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: expect.stringContaining('not a CSV file'),
    });
    const latin1 = await upload(Buffer.from([0x22, 0xe9, 0x22, 0x0d, 0x0a]), true);
    expect(latin1.statusCode).toBe(415);
    const unclosed = await upload('"Product ID,Colour\r\nTee,1\r\n', true);
    expect(unclosed.statusCode).toBe(415);
    const big = await upload(Buffer.alloc(2 * 1024 * 1024 + 10, 'a'), true);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ message: expect.stringContaining('larger than 2 MB') });
  });

  it('reads a file saved by a spreadsheet: semicolons, no quotes, Myanmar digits', async () => {
    const csv = await exported();
    const rows = readCsv(csv)!;
    const semicolons = rows
      .map((r) => r.cells.join(';'))
      .join('\n')
      .replace(`${tee};Thanaka Tee;သနပ်ခါး တီရှပ်;White;L;4;`, `${tee};Thanaka Tee;သနပ်ခါး တီရှပ်;White;L;၁၂;`);
    const reply = (await upload(semicolons, true)).json<StockImportReply>();
    expect(reply.errors).toEqual([]);
    expect(reply.changes).toEqual([expect.objectContaining({ color: 'White', size: 'L', from: 4, to: 12 })]);
  });
});
