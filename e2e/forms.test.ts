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

/** The name of the focused control and of the first control marked invalid, in page order. */
const focus = (page: Page) =>
  page.evaluate(() => ({
    focused: document.activeElement?.getAttribute('name'),
    firstInvalid: document.querySelector('[aria-invalid="true"]')?.getAttribute('name'),
  }));

describe('after a failed submit', () => {
  it('the focus goes to the first invalid field in page order (checkout, contact, track order)', async () => {
    const line = await productInStock(shop);
    const page = await openPage(browser, PHONE);
    await page.goto(`${shop.url}/product/${line.product._id}?color=${encodeURIComponent(line.color)}`);
    await page.getByRole('button', { name: line.size, exact: true }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText('Item added to cart').first().waitFor();

    await page.goto(`${shop.url}/checkout`);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByText('Name is required', { exact: true }).waitFor();
    expect(await focus(page)).toEqual({ focused: 'name', firstInvalid: 'name' });

    await page.getByLabel('Full name').fill('Ma Thida');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect.poll(() => focus(page)).toEqual({ focused: 'email', firstInvalid: 'email' });

    await page.goto(`${shop.url}/contact`);
    await page.getByLabel('Name').first().fill('Ko Ko');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => focus(page)).toEqual({ focused: 'email', firstInvalid: 'email' });

    await page.goto(`${shop.url}/track-order`);
    await page.getByLabel('Order number').fill('ORD-7KQ2-M9XD-4H00');
    await page.getByRole('button', { name: 'Track Order' }).click();
    await expect.poll(() => focus(page)).toEqual({ focused: 'contact', firstInvalid: 'contact' });
    await page.context().close();
  });
});
