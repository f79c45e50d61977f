import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../../test/support/shop.ts';
import { person, type Person } from '../../../test/support/people.ts';
import { newKey, request } from '../../../test/support/request.ts';
import { addProducts } from '../../../test/support/catalog.ts';
import { billing } from '../../../test/support/orders.ts';
import { ORDER_CSV_COLUMNS, csvCell } from './admin-orders-export.ts';

/**
 * A small RFC 4180 reader, enough to read back what the export wrote; with `;` it reads the file as
 * a spreadsheet set to split on semicolons does (Excel in many locales).
 */
function parseCsv(text: string, separator = ','): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === separator) {
      row.push(cell);
      cell = '';
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else {
      cell += c;
    }
  }
  return rows;
}

describe('orders CSV export', () => {
  let shop: TestShop;
  let boss: Person;
  let tee: string;
  const placed: string[] = [];

  const place = async (name: string, quantity: number) => {
    const res = await request(shop, {
      method: 'POST',
      url: '/api/auth/guest-orders',
      key: newKey(),
      payload: {
        cartItems: [{ productId: tee, color: 'Black', size: 'M', quantity }],
        billingDetails: { ...billing, name, orderNotes: 'Gate code "42", ring twice\nthen call' },
        paymentMethod: 'cod',
        isGuest: true,
      },
    });
    expect(res.statusCode).toBe(201);
    const id = res.json<{ orderId: string }>().orderId;
    placed.push(id);
    return id;
  };
  const exportAs = (token: string | undefined, query = '') =>
    request(shop, { method: 'GET', url: `/api/admin/orders/export.csv${query}`, token });
  const exportCsv = (query = '') => exportAs(boss.token, query);

  beforeAll(async () => {
    shop = await createTestShop();
    boss = await person(shop, { role: 'admin' });
    tee = (
      await addProducts(shop.database.db, [
        { itemName: 'Export, "Quoted" Tee', price: 25_000, variants: [{ color: 'Black', sizes: { M: 50 } }] },
      ])
    )[0]!;
    await place('Aung Aung', 1);
    await place('မောင်မောင်', 2);
    await place('=HYPERLINK("http://evil.example","click")', 1);
    await place('Mg Mg;=1+2;x', 1);
  });
  afterAll(() => shop.close());

  it('downloads every order, newest first, as a spreadsheet reads it', async () => {
    const res = await exportCsv();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(res.body.slice(1));
    expect(header).toEqual([...ORDER_CSV_COLUMNS]);
    expect(rows.map((r) => r[0])).toEqual([...placed].reverse());
    const burmese = rows.find((r) => r[0] === placed[1])!;
    const cell = (name: (typeof ORDER_CSV_COLUMNS)[number]) => burmese[ORDER_CSV_COLUMNS.indexOf(name)];
    expect(cell('Name')).toBe('မောင်မောင်');
    expect(cell('Status')).toBe('pending');
    expect(cell('Items')).toBe('Export, "Quoted" Tee (Black, M) x 2');
    expect(cell('Units')).toBe('2');
    expect(cell('Subtotal (MMK)')).toBe('50000');
    expect(Number(cell('Total (MMK)'))).toBe(50_000 + Number(cell('Shipping (MMK)')));
    expect(cell('Delivery notes')).toBe('Gate code "42", ring twice\nthen call');
    // Places as the shopper picked them, not the picker's lower-case keys.
    expect(cell('Region')).toBe('Yangon Region');
    expect(cell('City')).toBe('Yangon');
    // And in Burmese beside them, from the delivery table.
    expect(cell('Region (Burmese)')).toBe('ရန်ကုန်တိုင်းဒေသကြီး');
    expect(cell('City (Burmese)')).toBe('ရန်ကုန်');
    expect(cell('Township')).toBe('Kamayut');
    expect(cell('Township (Burmese)')).toBe('ကမာရွတ်');
    expect(cell('Placed at (Yangon)')).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });

  it('defuses text a spreadsheet would run as a formula', async () => {
    const rows = parseCsv((await exportCsv()).body.slice(1));
    const evil = rows.find((r) => r[0] === placed[2])!;
    expect(evil[ORDER_CSV_COLUMNS.indexOf('Name')]).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(csvCell('-1+2')).toBe(`"'-1+2"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell(-5)).toBe('-5');
  });

  it('quotes every text cell, so a spreadsheet splitting on ";" finds no formula in a name', async () => {
    const body = (await exportCsv()).body.slice(1);
    const line = body.split('\r\n').find((l) => l.includes(placed[3]!))!;
    expect(line).toContain('"Mg Mg;=1+2;x"');
    // Read as a semicolon spreadsheet reads it: no cell starts as a formula.
    const cells = parseCsv(body, ';').flat();
    expect(cells.filter((c) => /^[=+\-@]/.test(c))).toEqual([]);
    // Read as CSV: the name is one cell, as typed; numbers are bare numbers.
    const row = parseCsv(body).find((r) => r[0] === placed[3])!;
    expect(row[ORDER_CSV_COLUMNS.indexOf('Name')]).toBe('Mg Mg;=1+2;x');
    expect(csvCell('Aung Aung')).toBe('"Aung Aung"');
    expect(line).toMatch(/,1,25000,\d+,\d+$/);
  });

  it('exports only what the list filters show: status and search', async () => {
    const moved = await request(shop, {
      method: 'PUT',
      url: `/api/admin/orders/${placed[0]}/status`,
      payload: { status: 'processing' },
      token: boss.token,
    });
    expect(moved.statusCode).toBe(200);
    const processing = parseCsv((await exportCsv('?status=processing')).body.slice(1));
    expect(processing.slice(1).map((r) => r[0])).toEqual([placed[0]]);
    const searched = parseCsv((await exportCsv(`?search=${encodeURIComponent('မောင်')}`)).body.slice(1));
    expect(searched.slice(1).map((r) => r[0])).toEqual([placed[1]]);
    const none = parseCsv((await exportCsv('?status=delivered')).body.slice(1));
    expect(none).toEqual([[...ORDER_CSV_COLUMNS]]);
  });

  it('is for admins only, and refuses a bad filter with 400', async () => {
    expect((await exportAs(undefined)).statusCode).toBe(401);
    const customer = await person(shop);
    expect((await exportAs(customer.token)).statusCode).toBe(403);
    const bad = await exportCsv('?status=lost');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: expect.any(String), code: expect.any(String) });
  });
});
