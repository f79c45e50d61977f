import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMMK } from '../packages/shared/src/money.ts';
import { placeOrder } from './support/session.ts';
import { DESKTOP, launchBrowser, openPage, PHONE, startShop, type RunningShop } from './support/shop.ts';

let shop: RunningShop;
let browser: Browser;
let admin: Page;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

const path = (p: Page) => new URL(p.url()).pathname;
const toast = (p: Page, text: string) => p.locator('[data-toast]').filter({ hasText: text }).first().waitFor();
const product = { name: `Monsoon Tee ${Date.now()}`, price: 25_000, newPrice: 27_500 };
let productId = '';

async function api<T>(method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${shop.url}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = (await response.json()) as T;
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(data)}`);
  return data;
}

/** Stock of one colour and size as the shop's product endpoint reports it. */
async function stockOf(size: string): Promise<number> {
  const p = await api<{ variants: { color: string; sizes: { size: string; stock: number }[] }[] }>(
    'GET',
    `/api/products/${productId}`,
  );
  return p.variants[0]?.sizes.find((s) => s.size === size)?.stock ?? 0;
}

/** The stock line of the product page for colour Black, size M. */
async function storefrontStockLine(p: Page): Promise<void> {
  await p.goto(`${shop.url}/product/${productId}`);
  await p.getByRole('heading', { level: 1, name: product.name }).waitFor();
  await p.getByRole('button', { name: 'M', exact: true }).click();
}

describe('the admin panel in the browser', () => {
  it('sends a customer who opens an admin page to the sign-in page, and shows no admin screen', async () => {
    const email = `customer-${Date.now()}@example.com`;
    await api('POST', '/api/auth/register', { name: 'Ko Ko', email, password: 'Thingyan2025', phone: '09777000111' });
    const session = await api<{ token: string; user: unknown }>('POST', '/api/auth/login', {
      email,
      password: 'Thingyan2025',
    });
    const page = await openPage(browser, DESKTOP);
    await page.goto(`${shop.url}/`);
    await page.evaluate((s) => {
      localStorage.setItem('token', s.token);
      localStorage.setItem('user', JSON.stringify(s.user));
      // Even a forged role in the browser gets no further: the server answers 403.
      localStorage.setItem('userRole', 'admin');
    }, session);
    await page.goto(`${shop.url}/admin/products`);
    await expect.poll(() => path(page)).toBe('/profile/loginPage');
    await page.context().close();
  });

  it('signs the admin in to the dashboard with the product figures', async () => {
    admin = await openPage(browser, DESKTOP);
    await admin.goto(`${shop.url}/profile/loginPage`);
    await admin.getByLabel('Phone/Email').fill('admin@shop.test');
    await admin.locator('#signin-password').fill('Admin12345');
    await admin.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect.poll(() => path(admin)).toBe('/admin/dashboard');
    await admin.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await admin.title()).toBe('Dashboard | STREETWEAR MM');
    const nav = admin.getByRole('navigation', { name: 'Admin menu' });
    for (const link of ['Dashboard', 'Orders', 'Add Product', 'Product List', 'Customers', 'Account Details'])
      expect(await nav.getByRole('link', { name: link, exact: true }).count()).toBe(1);
    await admin.getByText('Units in stock').waitFor();
    await admin.getByRole('heading', { name: 'Orders and revenue per day' }).waitFor();
    await admin.getByText('No orders in the last 30 days').waitFor();
  });

  it('builds a batch with one product, one colour, stock in two sizes and an uploaded image', async () => {
    await admin.getByRole('link', { name: 'Add Product', exact: true }).first().click();
    await admin.getByRole('heading', { level: 1, name: 'Add Product' }).waitFor();
    const save = admin.getByRole('button', { name: 'Save Batch' });
    expect(await save.isDisabled()).toBe(true);

    await admin.getByLabel('Target gender').selectOption('unisex');
    await admin.getByLabel('Product name (English)').fill(product.name);
    await admin.getByLabel('Main category').selectOption('T-shirt');
    await admin.getByLabel('Subcategory').fill('Tees');
    await admin.getByLabel('Price (MMK)').fill(String(product.price));
    await admin.getByRole('radio', { name: 'Black', exact: true }).check({ force: true });
    await admin.getByLabel('Stock M').fill('3');
    await admin.getByLabel('Stock L').fill('2');

    // An incomplete variant (no image yet) is refused with the spec's sentence.
    await admin.getByRole('button', { name: 'Add variant' }).click();
    await admin
      .getByText('Please fill in product name, select a color, add stock for at least one size, and upload images')
      .waitFor();

    // A real PNG, held back a moment by the test so the progress bar can be seen.
    const png = await sharp({ create: { width: 400, height: 500, channels: 3, background: '#1f3b73' } })
      .png()
      .toBuffer();
    await admin.route('**/api/auth/upload-images', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await admin.locator('input[type=file]').setInputFiles({ name: 'tee.png', mimeType: 'image/png', buffer: png });
    await admin.getByRole('progressbar', { name: 'Upload progress' }).waitFor();
    await toast(admin, '1 image uploaded');
    await admin.unroute('**/api/auth/upload-images');
    const thumbnail = admin.getByRole('img', { name: 'Image 1 of Black' });
    await thumbnail.waitFor();
    expect(await thumbnail.getAttribute('src')).toMatch(/^\/uploads\/.+\.webp$/);

    await admin.getByRole('button', { name: 'Add variant' }).click();
    await admin.getByText('Colour variants (1)').waitFor();
    await admin.getByRole('button', { name: 'Add product to batch' }).click();
    await admin.getByRole('tab', { name: 'Unisex (1)' }).waitFor();
    expect(await save.isDisabled()).toBe(true);
    await admin.getByLabel('Batch name').fill('Monsoon 2026');
    await save.click();
    await toast(admin, 'Batch added successfully!');
    await expect.poll(() => path(admin)).toBe('/admin/products');

    await admin.getByLabel('Search products').fill(product.name);
    const row = admin.getByRole('listitem').filter({ hasText: product.name });
    await row.waitFor();
    await row.getByText(formatMMK(product.price)).waitFor();
    await row.getByText('Low Stock · 5').waitFor();
    const edit = row.getByRole('link', { name: `Edit ${product.name}` });
    productId = /\/admin\/products\/([^/]+)\/edit/.exec((await edit.getAttribute('href')) ?? '')?.[1] ?? '';
    expect(productId).not.toBe('');

    const shopper = await openPage(browser, PHONE);
    await shopper.goto(`${shop.url}/product/${productId}`);
    await shopper.getByRole('heading', { level: 1, name: product.name }).waitFor();
    await shopper.getByText(formatMMK(product.price)).first().waitFor();
    await shopper.context().close();
  });

  it('edits the price and the shop shows the new price', async () => {
    await admin.getByRole('link', { name: `Edit ${product.name}` }).click();
    await admin.getByRole('heading', { level: 1, name: `Edit ${product.name}` }).waitFor();
    await admin.getByLabel('Price (MMK)').fill(String(product.newPrice));
    await admin.getByRole('button', { name: 'Save changes' }).click();
    await toast(admin, 'Product updated successfully');
    await expect.poll(() => path(admin)).toBe('/admin/products');
    // The product's history says what changed, and who changed it.
    await admin.getByRole('link', { name: `Edit ${product.name}` }).click();
    const history = admin.getByRole('region', { name: 'History' });
    await history.getByText(`Price: ${formatMMK(product.price)} → ${formatMMK(product.newPrice)}`).waitFor();
    const edit = history.getByRole('listitem').filter({ hasText: `Edited product ${product.name}` });
    await edit.getByText(/^admin@shop\.test · /).waitFor();

    const shopper = await openPage(browser, DESKTOP);
    await shopper.goto(`${shop.url}/product/${productId}`);
    await shopper.getByText(formatMMK(product.newPrice)).first().waitFor();
    expect(await shopper.getByText(formatMMK(product.price)).count()).toBe(0);
    await shopper.context().close();
  });

  it('refuses a form left open while the product changed, says why and offers to reload', async () => {
    await admin.goto(`${shop.url}/admin/products/${productId}/edit`);
    await admin.getByRole('heading', { level: 1, name: `Edit ${product.name}` }).waitFor();
    // Meanwhile the product changes elsewhere (another admin's save, a sale).
    const token = await admin.evaluate(() => localStorage.getItem('token') ?? '');
    const auth = { authorization: `Bearer ${token}` };
    const current = await api<Record<string, unknown>>('GET', `/api/admin/products/${productId}`, undefined, auth);
    await api('PUT', `/api/admin/products/${productId}`, { ...current, version: undefined, material: 'Cotton' }, auth);

    await admin.getByLabel('Brand').fill('Monsoon Works');
    await admin.getByRole('button', { name: 'Save changes' }).click();
    const alert = admin.getByRole('alert').filter({ hasText: 'This product changed while you were editing it' });
    await alert.waitFor();
    await alert.getByRole('button', { name: 'Reload product' }).click();
    await expect.poll(() => admin.getByLabel('Material (English)').inputValue()).toBe('Cotton');
    await admin.getByLabel('Brand').fill('Monsoon Works');
    await admin.getByRole('button', { name: 'Save changes' }).click();
    await toast(admin, 'Product updated successfully');
    await expect.poll(() => path(admin)).toBe('/admin/products');
  });

  it('moves an order pending → processing → cancelled, offering only legal moves, and the stock comes back', async () => {
    const orderId = await placeOrder(shop, { productId, color: 'Black', size: 'M', quantity: 2 });
    expect(await stockOf('M')).toBe(1);

    await admin.getByRole('link', { name: 'Orders', exact: true }).first().click();
    await admin.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    await admin.getByLabel('Search orders').fill(orderId);
    await admin.getByText('1 order', { exact: true }).waitFor();
    // Export CSV downloads what the list shows: this one order.
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs
      .readFileSync((await download.path())!, 'utf8')
      .trim()
      .split('\r\n');
    expect(csv).toHaveLength(2);
    expect(csv[1]).toContain(orderId);
    expect(csv[1]).toContain('Ma Thida');
    await toast(admin, 'Orders exported to');
    await admin.getByRole('link').filter({ hasText: orderId }).click();
    await admin.getByRole('heading', { level: 1, name: `Order ${orderId}` }).waitFor();
    await admin.getByText('Ma Thida').first().waitFor();

    const next = admin.getByLabel('Next status');
    const options = () => next.locator('option').evaluateAll((all) => all.map((o) => (o as HTMLOptionElement).value));
    expect(await options()).toEqual(['', 'processing', 'cancelled']);
    await next.selectOption('processing');
    await admin.getByRole('button', { name: 'Update status' }).click();
    await toast(admin, 'Order is now Processing');
    await expect.poll(options).toEqual(['', 'shipped', 'cancelled']);

    await next.selectOption('cancelled');
    await admin.getByRole('button', { name: 'Update status' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Cancel this order?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await toast(admin, 'Order is now Cancelled');
    await admin.getByText('This order is Cancelled: its status can no longer change.').waitFor();
    expect(await admin.getByLabel('Next status').count()).toBe(0);
    await admin.getByText('Processing → Cancelled', { exact: true }).waitFor();
    await admin
      .getByRole('region', { name: 'History' })
      .getByText(`Order ${orderId}: Processing → Cancelled`)
      .waitFor();

    expect(await stockOf('M')).toBe(3);
    const shopper = await openPage(browser, DESKTOP);
    await storefrontStockLine(shopper);
    await shopper.getByText('Only 3 left').waitFor();
    await shopper.context().close();
  });

  it('deletes the product after confirming, and the shop no longer has it', async () => {
    await admin.getByRole('link', { name: 'Product List', exact: true }).click();
    await admin.getByLabel('Search products').fill(product.name);
    const row = admin.getByRole('listitem').filter({ hasText: product.name });
    await row.getByRole('button', { name: `Delete ${product.name}` }).click();
    const dialog = admin.getByRole('dialog', { name: 'Delete this product?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row.getByRole('button', { name: `Delete ${product.name}` }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await toast(admin, 'Product deleted successfully');
    await row.waitFor({ state: 'detached' });
    await admin.getByText('No products match your search').waitFor();

    const gone = await fetch(`${shop.url}/api/products/${productId}`);
    expect(gone.status).toBe(404);

    // The dashboard: the deletion heads the recent activity; the chart's table has a row a day.
    await admin.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
    await admin.getByRole('region', { name: 'Recent activity' }).getByText(`Deleted product ${product.name}`).waitFor();
    const table = admin.getByRole('table', { name: 'Orders placed and revenue delivered per day, last 30 days' });
    await table.getByRole('row').nth(30).waitFor();
    expect(await table.getByRole('row').count()).toBe(31);
  });
});
