import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPhone } from '@shop/shared/phone-rules';
import type { AdminOrder } from '@shop/shared/admin';
import type { Product } from '@shop/shared/catalog';
import { formatMMK } from '@shop/shared/money';
import {
  ADMIN,
  callApi,
  logIn,
  placeOrder,
  productInStock,
  registerCustomer,
  startBrowserSession,
} from './support/session.ts';
import { DESKTOP, PHONE, launchBrowser, openPage, startShop, type RunningShop } from './support/shop.ts';

let shop: RunningShop;
let browser: Browser;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

/** Types into a place picker and picks the option whose name starts with `option`. */
async function pick(page: Page, label: string, typed: string, option: string) {
  await page.getByLabel(label).fill(typed);
  await page
    .getByRole('option', { name: new RegExp(`^${option}`) })
    .first()
    .click();
}

async function guestCheckout(page: Page, line: { product: Product; color: string; size: string }) {
  await page.goto(`${shop.url}/product/${line.product._id}?color=${encodeURIComponent(line.color)}`);
  await page.getByRole('button', { name: line.size, exact: true }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByText('Item added to cart').first().waitFor();
  await page.goto(`${shop.url}/checkout`);
  await page.getByRole('heading', { name: 'Billing & Delivery Details' }).waitFor();
  await page.getByLabel('Full name').fill('Daw Khin');
  await page.getByLabel('Email').fill('khin@example.com');
  await page.getByLabel('Phone').fill('09777333444');
}

const stockOf = async (line: { product: Product; color: string; size: string }) => {
  const p = await callApi<Product>(shop, `/api/products/${line.product._id}`);
  return p.variants.find((v) => v.color === line.color)!.sizes.find((s) => s.size === line.size)!.stock;
};

describe('delivery zones and cash on delivery in the browser', () => {
  it('the product page quotes the owner’s table, read only once Shipping is opened', async () => {
    const line = await productInStock(shop);
    const page = await openPage(browser, PHONE);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/delivery-zones') asked.push(request.url());
    });
    await page.goto(`${shop.url}/product/${line.product._id}`);
    await page.getByRole('button', { name: 'Add to Cart' }).waitFor();
    expect(asked).toEqual([]);
    await page.getByRole('button', { name: 'Shipping', exact: true }).click();
    await page.getByTestId('shipping-note').getByText('Delivery from 3,000 MMK · Yangon 1–2 days').waitFor();
    await page.getByText('5,000 MMK · 2–4 days').first().waitFor();
    expect(asked).toHaveLength(1);
    await page.context().close();
  });

  it('a guest orders to a Mandalay township picked in English and in Burmese, seeing the fee and estimate', async () => {
    const line = await productInStock(shop);
    const page = await openPage(browser, PHONE);
    await guestCheckout(page, line);
    await pick(page, 'Region', 'Mandal', 'Mandalay Region');
    await pick(page, 'City', 'mandalay', 'Mandalay');
    await page.getByTestId('delivery-terms').getByText('Delivery: 5,000 MMK · arrives in 2–4 days').waitFor();
    // Burmese typing finds the township by its Burmese name.
    await page.getByLabel('Township').fill('ချမ်းမြ');
    const options = page.getByRole('option');
    expect(await options.count()).toBe(1);
    await options.first().click();
    expect(await page.getByLabel('Township').inputValue()).toBe('Chanmyathazi');
    expect(await page.getByTestId('checkout-shipping').textContent()).toBe(formatMMK(5000));
    expect(await page.getByTestId('checkout-total').textContent()).toBe(formatMMK(line.product.price + 5000));
    await page.getByLabel('Full address').fill('No. 5, 78th Street');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/order-success/'));
    // One delivery promise on the order page: the zone's.
    expect(await page.getByTestId('order-estimate').textContent()).toBe('Estimated delivery: 2–4 days after dispatch');
    expect(await page.getByText('3–7 business days', { exact: false }).count()).toBe(0);
    await page.getByText('Chanmyathazi, Mandalay, Mandalay Region').waitFor();
    await page.context().close();
  });

  it('the admin changes a fee on the Delivery screen and checkout charges it', async () => {
    const session = await logIn(shop, ADMIN.email, ADMIN.password);
    const admin = await openPage(browser, DESKTOP);
    await startBrowserSession(admin, shop, session);
    await admin.goto(`${shop.url}/admin/dashboard`);
    await admin.getByRole('link', { name: 'Delivery' }).click();
    await admin.getByRole('heading', { name: 'Places and fees' }).waitFor();
    await admin.getByRole('button', { name: /^Mandalay Region/ }).click();
    await admin.getByRole('button', { name: 'Edit Mandalay', exact: true }).click();
    await admin.getByLabel('Fee (MMK)').fill('5500');
    await admin.getByRole('button', { name: 'Save', exact: true }).last().click();
    await admin.locator('[data-toast]').filter({ hasText: 'Mandalay saved' }).first().waitFor();
    await admin.getByText('5,500 MMK · 2–4 days').waitFor();

    const line = await productInStock(shop);
    const page = await openPage(browser, PHONE);
    await guestCheckout(page, line);
    await pick(page, 'Region', 'မန္တလေး', 'Mandalay Region');
    await pick(page, 'City', 'Mandalay', 'Mandalay');
    expect(await page.getByTestId('checkout-shipping').textContent()).toBe(formatMMK(5500));

    // The change is in the audit trail.
    await admin.goto(`${shop.url}/admin/dashboard`);
    await admin.getByText('Edited delivery place Mandalay').first().waitFor();
    await Promise.all([admin.context().close(), page.context().close()]);
  });

  it('a shipped COD order refused at the door is cancelled, restocked once and its payment failed', async () => {
    const session = await logIn(shop, ADMIN.email, ADMIN.password);
    const line = await productInStock(shop);
    const before = await stockOf(line);
    const orderId = await placeOrder(shop, { productId: line.product._id, color: line.color, size: line.size });
    for (const status of ['processing', 'shipped'])
      await callApi(shop, `/api/admin/orders/${orderId}/status`, {
        method: 'PUT',
        body: { status },
        token: session.token,
      });
    expect(await stockOf(line)).toBe(before - 1);

    const admin = await openPage(browser, DESKTOP);
    await startBrowserSession(admin, shop, session);
    await admin.goto(`${shop.url}/admin/delivery-sheet`);
    await admin.getByText(orderId).waitFor();
    await admin
      .getByRole('link', { name: formatPhone('09777222333') })
      .first()
      .waitFor();

    await admin.goto(`${shop.url}/admin/order/${orderId}`);
    await admin.getByRole('button', { name: 'Refused at the door' }).click();
    await admin.getByRole('button', { name: 'Cancel and restock' }).click();
    await admin.locator('[data-toast]').filter({ hasText: 'Order cancelled: Refused at the door' }).first().waitFor();
    expect(await admin.getByTestId('admin-order-status').first().textContent()).toBe('Cancelled');
    expect(await admin.getByRole('button', { name: 'Refused at the door' }).count()).toBe(0);

    const order = await callApi<AdminOrder>(shop, `/api/admin/orders/${orderId}`, { token: session.token });
    expect(order.payment).toEqual({ method: 'cod', status: 'failed' });
    expect(order.timeline.at(-1)).toMatchObject({ from: 'shipped', to: 'cancelled', reason: 'refused' });
    expect(await stockOf(line)).toBe(before);

    await admin.getByRole('link', { name: 'Packing slip' }).click();
    await admin.getByTestId('slip-order-id').getByText(orderId).waitFor();
    await admin.context().close();
  });

  it('a customer moves the saved address to a Mandalay township on the Addresses page', async () => {
    const session = await registerCustomer(shop);
    const page = await openPage(browser, PHONE);
    await startBrowserSession(page, shop, session);
    await page.goto(`${shop.url}/profile/addresses`);
    await page.getByLabel('Full Name').fill('Daw Khin');
    await page.getByLabel('Phone Number').fill('09777333444');
    await page.getByLabel('Email').fill('khin@example.com');
    await pick(page, 'Region', 'Mandal', 'Mandalay Region');
    await pick(page, 'City', 'mandalay', 'Mandalay');
    await pick(page, 'Township', 'ချမ်းမြ', 'Chanmyathazi');
    await page.getByLabel('Full Address').fill('No. 5, 78th Street');
    await page.getByRole('button', { name: 'Save Address' }).click();
    await page.getByRole('button', { name: 'Edit' }).waitFor();
    await page.getByText('Mandalay, Mandalay Region').waitFor();

    const saved = await callApi<{ addresses: { region: string; city: string; zoneId: number | null }[] }>(
      shop,
      '/api/auth/addresses',
      { token: session.token },
    );
    expect(saved.addresses[0]).toMatchObject({ region: 'mandalay', city: 'mandalay', zoneId: expect.any(Number) });
    // Picking another region clears the city and township.
    await page.getByRole('button', { name: 'Edit' }).click();
    expect(await page.getByLabel('Township').inputValue()).toBe('Chanmyathazi');
    await pick(page, 'Region', 'Shan', 'Shan State');
    expect(await page.getByLabel('City').inputValue()).toBe('');
    expect(await page.getByLabel('Township').inputValue()).toBe('');
    await page.context().close();
  });
});
