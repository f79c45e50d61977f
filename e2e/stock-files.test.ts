import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDashboard } from '@shop/shared/admin';
import type { Product } from '@shop/shared/catalog';
import { words } from './support/language.ts';
import { ADMIN, callApi, logIn, productInStock, startBrowserSession, type Session } from './support/session.ts';
import { launchBrowser, openPage, PHONE_390, type RunningShop, startShop, untilHydrated } from './support/shop.ts';

/** Stock by file and back in stock (issue #24 items 6 and 7, decision 050). */
let shop: RunningShop;
let browser: Browser;
let owner: Session;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  owner = await logIn(shop, ADMIN.email, ADMIN.password);
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

const stockOf = async (productId: string, color: string, size: string) =>
  (await callApi<Product>(shop, `/api/products/${productId}`)).variants
    .find((v) => v.color === color)!
    .sizes.find((s) => s.size === size)!.stock;

describe('stock and prices by file', () => {
  it('the owner exports, changes one stock cell, previews the change and applies it', async () => {
    const { t } = words('en');
    const { product, color, size } = await productInStock(shop);
    const before = await stockOf(product._id, color, size);
    const page: Page = await openPage(browser, PHONE_390, 'en');
    await startBrowserSession(page, shop, owner);
    await page.goto(`${shop.url}/admin/products`);
    const exportButton = page.getByRole('button', { name: t('admin.stockFile.export') });
    await exportButton.waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
    expect(download.suggestedFilename()).toMatch(/^stock-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    expect(csv.startsWith('\uFEFF"Product ID"')).toBe(true);
    const row = `"${product._id}",`;
    const edited = csv
      .split('\r\n')
      .map((line) => {
        if (!line.startsWith(row) || !line.includes(`"${color}","${size}",${before},`)) return line;
        return line.replace(`"${color}","${size}",${before},`, `"${color}","${size}",${before + 5},`);
      })
      .join('\r\n');
    expect(edited).not.toBe(csv);

    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'stock.csv', mimeType: 'text/csv', buffer: Buffer.from(edited) });
    const preview = page.getByTestId('stock-preview');
    await preview.getByText(`${color} · ${size}: ${before} → ${before + 5}`).waitFor();
    // Previewed, not written.
    expect(await stockOf(product._id, color, size)).toBe(before);
    await page.getByRole('button', { name: t('admin.stockFile.apply', { count: 1 }) }).click();
    await page.locator('[data-toast]').filter({ hasText: '1 changes saved to 1 products' }).waitFor();
    expect(await stockOf(product._id, color, size)).toBe(before + 5);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await page.close();
  });
});

describe('back in stock', () => {
  it('a shopper asks in Burmese at 390 px for a sold-out size; the owner sees one waiting', async () => {
    const { t } = words('my');
    const { product, color, size } = await productInStock(shop, 1);
    const admin = await callApi<Product & { version: string }>(shop, `/api/admin/products/${product._id}`, {
      token: owner.token,
    });
    const variants = admin.variants.map((v) =>
      v.color === color ? { ...v, sizes: v.sizes.map((s) => (s.size === size ? { ...s, stock: 0 } : s)) } : v,
    );
    await callApi(shop, `/api/admin/products/${product._id}`, {
      method: 'PUT',
      token: owner.token,
      body: { ...admin, _id: undefined, variants },
    });

    const page = await openPage(browser, PHONE_390, 'my');
    await page.goto(`${shop.url}/product/${product._id}?color=${encodeURIComponent(color)}`);
    const open = page.getByRole('button', { name: t('stockAlert.open') });
    // The page arrives drawn by the server (decision 051): the button works once its part has hydrated.
    await untilHydrated(page, open);
    await open.click();
    const form = page.getByRole('form', { name: t('stockAlert.heading') });
    const email = form.getByLabel(t('stockAlert.email'));
    await email.waitFor();
    const sizeChoice = form.getByLabel(t('stockAlert.size'));
    if (await sizeChoice.count()) await sizeChoice.selectOption(size);
    await email.fill('mya@example.com');
    await form.getByRole('button', { name: t('stockAlert.send') }).click();
    await page.getByText(t('stockAlert.saved', { size })).waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);

    const dashboard = await callApi<AdminDashboard>(shop, '/api/admin/dashboard', { token: owner.token });
    const waiting = dashboard.lowStock.items.find(
      (i) => i.productId === product._id && i.color === color && i.size === size,
    );
    expect(waiting).toMatchObject({ stock: 0, waiting: 1 });
    await page.close();
  });
});
