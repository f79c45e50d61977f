import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProduct } from '@shop/shared/admin';
import { ADMIN, callApi, logIn, productInStock, startBrowserSession, type Session } from './support/session.ts';
import { joinSyllableFinals } from './support/language.ts';
import { launchBrowser, openPage, PHONE_390, type RunningShop, startShop } from './support/shop.ts';

let shop: RunningShop;
let browser: Browser;
let admin: Session;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  admin = await logIn(shop, ADMIN.email, ADMIN.password);
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

async function stockOf(productId: string, color: string, size: string): Promise<number> {
  const product = await callApi<AdminProduct>(shop, `/api/admin/products/${productId}`, { token: admin.token });
  return product.variants.find((v) => v.color === color)!.sizes.find((s) => s.size === size)!.stock;
}

async function pick(page: Page, label: string, typed: string, option: string) {
  await page.getByLabel(label).fill(typed);
  await page
    .getByRole('option', { name: new RegExp(`^${option}\\b`) })
    .first()
    .click();
}

const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('orders the owner takes on the phone', () => {
  it('takes an order for a phone customer, then changes its quantity; the stock adds up', async () => {
    const line = await productInStock(shop, 5);
    const { product, color, size } = line;
    const before = await stockOf(product._id, color, size);
    const page = await openPage(browser, PHONE_390);
    await startBrowserSession(page, shop, admin);

    await page.goto(`${shop.url}/admin/orders`);
    await page.getByRole('link', { name: 'New order' }).click();
    await page.getByRole('heading', { name: 'New order', level: 1 }).waitFor();
    await page.getByLabel('Find a product').fill(product.itemName);
    await page
      .getByRole('list', { name: 'Products found' })
      .getByRole('button', { name: product.itemName })
      .first()
      .click();
    await page.getByLabel('Colour').selectOption(color);
    await page.getByLabel('Size', { exact: true }).selectOption(size);
    await page.getByLabel('Quantity', { exact: true }).fill('2');
    await page.getByRole('button', { name: 'Add to order' }).click();
    await page.getByTestId('order-line').waitFor();

    // Nothing but the line: each missing field says so, and no order is written.
    await page.getByRole('button', { name: 'Take the order' }).click();
    await page.getByText('Phone is required').waitFor();

    await page.locator('#new-order-phone').fill('09 250 333 444');
    await page.getByLabel('Full name').fill('Ko Min Thu');
    await page.getByLabel('Full address').fill('No. 7, Pyay Road');
    await pick(page, 'Region', 'yangon', 'Yangon Region');
    await pick(page, 'City', 'yangon', 'Yangon');
    await pick(page, 'Township', 'Sanch', 'Sanchaung');
    await page.getByTestId('order-delivery-fee').waitFor();
    await page.getByLabel('Order came by').selectOption('messenger');
    expect(await fits(page)).toBeLessThanOrEqual(PHONE_390.width);
    await page.getByRole('button', { name: 'Take the order' }).click();

    await page.waitForURL(/\/admin\/order\/ORD-/);
    const orderId = decodeURIComponent(page.url().split('/admin/order/')[1]!);
    await page.getByText(`Order ${orderId} taken`).first().waitFor();
    await page.getByText('Taken by the shop · Messenger').waitFor();
    await page.getByText('Order taken by the shop · on Messenger').waitFor();
    expect(await stockOf(product._id, color, size)).toBe(before - 2);

    await page.getByRole('button', { name: 'Edit order' }).click();
    const quantity = page.getByLabel(`Quantity of ${product.itemName}`);
    expect(await quantity.inputValue()).toBe('2');
    await quantity.fill('3');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText(`Order ${orderId} updated`).first().waitFor();
    await page.getByText('Order changed by the shop').first().waitFor();
    expect(await stockOf(product._id, color, size)).toBe(before - 3);
    const order = await callApi<{
      items: { quantity: number }[];
      total: number;
      subtotal: number;
      shippingCost: number;
    }>(shop, `/api/admin/orders/${orderId}`, { token: admin.token });
    expect(order.items.map((i) => i.quantity)).toEqual([3]);
    expect(order.total).toBe(order.subtotal + order.shippingCost);
    expect(await fits(page)).toBeLessThanOrEqual(PHONE_390.width);
    await page.context().close();
  });

  it('the new order screen fits 390 px in Burmese', async () => {
    const page = await openPage(browser, PHONE_390, 'my');
    await startBrowserSession(page, shop, admin);
    await page.goto(`${shop.url}/admin/orders/new`);
    await page.getByRole('heading', { name: joinSyllableFinals('အော်ဒါအသစ်'), level: 1 }).waitFor();
    await page.getByText(joinSyllableFinals('ယခင်က ဝယ်ဖူးသူများ')).waitFor({ state: 'detached' });
    expect(await fits(page)).toBeLessThanOrEqual(PHONE_390.width);
    await page.context().close();
  });
});
