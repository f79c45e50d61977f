import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productInStock } from './support/session.ts';
import { launchBrowser, openPage, PHONE, startShop, type RunningShop } from './support/shop.ts';

let shop: RunningShop;
let browser: Browser;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

/** Types into a place picker and picks the option that starts with `option`. */
async function pick(page: Page, label: string, typed: string, option: string) {
  await page.getByLabel(label).fill(typed);
  await page
    .getByRole('option', { name: new RegExp(`^${option}\\b`) })
    .first()
    .click();
}

describe('phone first, private order pages (decision 038)', () => {
  it('a guest orders without email, keeps the link; a second browser sees no personal details until the phone check', async () => {
    const line = await productInStock(shop);
    const page = await openPage(browser, PHONE);
    await page.goto(`${shop.url}/product/${line.product._id}?color=${encodeURIComponent(line.color)}`);
    await page.getByRole('button', { name: line.size, exact: true }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText('Item added to cart').first().waitFor();

    await page.goto(`${shop.url}/checkout`);
    await page.getByRole('heading', { name: 'Billing & Delivery Details' }).waitFor();
    await page.getByLabel('Full name').fill('Thandar Win');
    await page.getByLabel('Phone').fill('09 4500 77123');
    await pick(page, 'Region', 'yangon', 'Yangon Region');
    await pick(page, 'City', 'Yangon', 'Yangon');
    await page.getByLabel('Township').fill('Kamayut');
    await page.getByLabel('Full address').fill('No. 21, Hledan Road');
    await page.getByRole('button', { name: 'Place Order' }).click();

    await page.getByRole('heading', { level: 1, name: 'Order Confirmed!' }).waitFor();
    const orderId = (await page.getByTestId('order-number').textContent())!;
    // No email: the page says no mail is sent, and offers its link to keep and tracking by phone.
    await page.getByText('You gave no email, so no mail is sent', { exact: false }).waitFor();
    const keep = page.getByTestId('keep-link');
    expect(await keep.getByRole('link', { name: `${shop.url}/order-success/${orderId}` }).count()).toBe(1);
    // This browser placed it: the buyer's own details are shown.
    const main = page.locator('main');
    await main.getByText('No. 21, Hledan Road', { exact: false }).waitFor();
    expect(await main.textContent()).toContain('Thandar Win');
    await page.context().close();

    // A second browser (the number from a screenshot): status, items, township; no person.
    const other = await openPage(browser, PHONE);
    await other.goto(`${shop.url}/order-success/${orderId}`);
    await other.getByRole('heading', { name: 'Personal details are hidden' }).waitFor();
    const seen = (await other.locator('main').textContent()) ?? '';
    expect(seen).toContain(orderId);
    expect(seen).toContain(line.product.itemName);
    expect(seen).toContain('Kamayut');
    for (const secret of ['Thandar Win', 'Hledan Road', '09450077123', '0945 0077 123'])
      expect(seen).not.toContain(secret);
    expect(seen).toContain('09•••••7123');
    expect(await other.getByTestId('keep-link').count()).toBe(0);

    // The same check as Track Order, with the phone spelt another way, opens the details here.
    await other.getByLabel('Email or phone').fill('+95 9 450 077 123');
    await other.getByRole('button', { name: 'Show my details' }).click();
    await other.locator('main').getByText('No. 21, Hledan Road', { exact: false }).waitFor();
    expect(await other.getByRole('heading', { name: 'Personal details are hidden' }).count()).toBe(0);

    // And Track Order finds it by the phone in Myanmar digits.
    await other.goto(`${shop.url}/track-order`);
    await other.getByLabel('Order number').fill(orderId.toLowerCase());
    await other.getByLabel('Email or phone').fill('၀၉၄၅၀၀၇၇၁၂၃');
    await other.getByRole('button', { name: 'Track Order' }).click();
    await other.getByRole('status').getByTestId('order-card').filter({ hasText: orderId }).waitFor();
    await other.context().close();
  });

  it('sign-up with a phone alone signs the shopper in and lands where they were going (checkout)', async () => {
    const page = await openPage(browser, PHONE);
    await page.goto(`${shop.url}/profile/loginPage?mode=signup&next=${encodeURIComponent('/checkout')}`);
    await page.getByRole('heading', { level: 1, name: 'Create Account' }).waitFor();
    await page.getByLabel('Full Name').fill('Nilar');
    const phone = `094500${String(Date.now()).slice(-5)}`;
    await page.getByLabel('Phone Number').fill(phone);
    await page.locator('#signup-password').fill('Nilar12345');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Sign Up', exact: true }).last().click();
    await page.getByText('Welcome! Your account is ready and you are signed in.').first().waitFor();
    await page.getByRole('heading', { name: 'Billing & Delivery Details' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/checkout');
    expect(await page.evaluate(() => Boolean(localStorage.getItem('token')))).toBe(true);
    // Their account asks them to verify no email: they gave none (it said "we sent a link to" nothing).
    await page.goto(`${shop.url}/profile`);
    await page.getByRole('heading', { level: 1, name: /Nilar/ }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('button', { name: 'Resend verification email' }).count()).toBe(0);
    expect(await page.locator('#verify-heading').count()).toBe(0);
    await page.context().close();
  });
});
