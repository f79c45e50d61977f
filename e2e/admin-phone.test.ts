import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPhone } from '@shop/shared/phone-rules';
import { ADMIN, BILLING, logIn, placeOrder, productInStock, startBrowserSession } from './support/session.ts';
import { launchBrowser, openPage, PHONE_390, type RunningShop, startShop } from './support/shop.ts';

let shop: RunningShop;
let browser: Browser;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

describe('the admin panel on the owner’s phone', () => {
  it('dashboard fits 390 px; the order page names places properly and calls the customer; own phone may stay empty', async () => {
    const line = await productInStock(shop);
    const orderId = await placeOrder(shop, { productId: line.product._id, color: line.color, size: line.size });
    const page = await openPage(browser, PHONE_390);
    await startBrowserSession(page, shop, await logIn(shop, ADMIN.email, ADMIN.password));

    await page.goto(`${shop.url}/admin/dashboard`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.getByText('Low stock to restock').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_390.width);

    await page.goto(`${shop.url}/admin/order/${orderId}`);
    const call = page.getByRole('link', { name: `Call ${formatPhone(BILLING.phone)}` });
    await call.waitFor();
    expect(await call.getAttribute('href')).toBe(`tel:${BILLING.phone}`);
    await page.getByText(`${BILLING.township}, Yangon, Yangon`).waitFor();

    await page.goto(`${shop.url}/admin/details`);
    const phone = page.getByLabel('Phone', { exact: true });
    await phone.waitFor();
    expect(await phone.getAttribute('aria-required')).toBe('false');
    await phone.fill('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Profile updated successfully').first().waitFor();
    await page.context().close();
  });

  it('an unknown admin address shows the friendly not-found page', async () => {
    const page = await openPage(browser, PHONE_390);
    await startBrowserSession(page, shop, await logIn(shop, ADMIN.email, ADMIN.password));
    const response = await page.goto(`${shop.url}/admin/no-such-screen`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.context().close();
  });
});
