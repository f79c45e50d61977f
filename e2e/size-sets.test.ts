import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@shop/shared/catalog';
import type { Order } from '@shop/shared/orders';
import { words } from './support/language.ts';
import { ADMIN, callApi, logIn, startBrowserSession } from './support/session.ts';
import { DESKTOP, PHONE_390, launchBrowser, openPage, startShop, type RunningShop } from './support/shop.ts';

/**
 * Size sets (decision 044): the owner adds shoes sold in EU sizes; a Burmese shopper on a phone
 * picks EU 42, reads the shoe guide in Burmese and orders the pair.
 */
const my = words('my').t;
const NAME = 'Thingyan Runner';
let shop: RunningShop;
let browser: Browser;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

const toast = (p: Page, text: string) => p.locator('[data-toast]').filter({ hasText: text }).first().waitFor();
const field = (p: Page, key: string) => p.getByLabel(my(key), { exact: false }).first();

describe('size sets', () => {
  it('the owner adds shoes in EU sizes: the stock grid follows the set chosen', async () => {
    const admin = await openPage(browser, DESKTOP, 'en');
    await startBrowserSession(admin, shop, await logIn(shop, ADMIN.email, ADMIN.password));
    await admin.goto(`${shop.url}/admin/products/add`);
    await admin.getByRole('heading', { level: 1, name: 'Add Product' }).waitFor();
    await admin.getByLabel('Target gender').selectOption('unisex');
    await admin.getByLabel('Product name (English)').fill(NAME);
    await admin.getByLabel('Main category').selectOption('Shoe');
    await admin.getByLabel('Price (MMK)').fill('95000');
    // Clothing sizes first; shoes turn the grid into EU 35 to 46.
    await admin.getByLabel('Stock XS').waitFor();
    await admin.getByRole('radio', { name: /Shoes/ }).check();
    await admin.getByLabel('Stock EU 42').waitFor();
    expect(await admin.getByLabel('Stock XS').count()).toBe(0);
    expect(await admin.getByLabel(/^Stock EU/).count()).toBe(12);
    // The owner's own list gets a grid of its sizes as they are typed.
    await admin.getByRole('radio', { name: /Your own list/ }).check();
    await admin.getByLabel('Your sizes').fill('36-37, 38-39');
    await admin.getByLabel('Stock 38-39').waitFor();
    await admin.getByRole('radio', { name: /Shoes/ }).check();

    await admin.getByRole('radio', { name: 'White', exact: true }).check({ force: true }); // the palette's colours (decision 043)
    await admin.getByLabel('Stock EU 42').fill('3');
    await admin.getByLabel('Stock EU 43').fill('2');
    const png = await sharp({ create: { width: 400, height: 500, channels: 3, background: '#eeeeee' } })
      .png()
      .toBuffer();
    await admin.locator('input[type=file]').setInputFiles({ name: 'runner.png', mimeType: 'image/png', buffer: png });
    await admin.getByRole('img', { name: 'Image 1 of White' }).waitFor();
    await admin.getByRole('button', { name: 'Add variant' }).click();
    await admin.getByText('EU 42 3 · EU 43 2', { exact: false }).waitFor();
    await admin.getByRole('button', { name: 'Add product to batch' }).click();
    await admin.getByRole('tab', { name: 'Unisex (1)' }).waitFor();
    await admin.getByLabel('Batch name').fill('Thingyan shoes');
    await admin.getByRole('button', { name: 'Save Batch' }).click();
    await toast(admin, 'Batch added successfully!');

    const runner = (await callApi<Product[]>(shop, '/api/auth/products')).find((p) => p.itemName === NAME)!;
    expect(runner.sizeSet).toBe('shoes');
    expect(runner.variants[0]!.sizes).toEqual([
      { size: 'EU 42', stock: 3 },
      { size: 'EU 43', stock: 2 },
    ]);
    await admin.context().close();
  });

  it('a Burmese shopper at 390 px picks EU 42, reads the shoe guide in Burmese and orders it', async () => {
    const runner = (await callApi<Product[]>(shop, '/api/auth/products')).find((p) => p.itemName === NAME)!;
    const page = await openPage(browser, PHONE_390, 'my');
    await page.goto(`${shop.url}/product/${runner._id}`);
    const eu42 = page.getByRole('button', { name: 'EU ၄၂', exact: true });
    await eu42.waitFor();
    // Every size of the set is offered; the ones without stock are struck through.
    expect(
      await page.getByRole('button', { name: my('product.sizeUnavailable', { size: 'EU ၃၅' }) }).isDisabled(),
    ).toBe(true);
    expect(await page.getByRole('button', { name: 'M', exact: true }).count()).toBe(0);
    await eu42.click();
    expect(await eu42.getAttribute('aria-pressed')).toBe('true');

    await page.getByRole('button', { name: my('productSections.sizeGuide') }).click();
    const guide = page.getByRole('region', { name: my('productSections.sizeGuide') });
    await guide.getByText(my('sizeGuide.shoesCaption')).waitFor();
    const row = guide.getByRole('row', { name: /EU ၄၂/ });
    expect((await row.textContent())?.replace(/\s+/g, '')).toBe('EU၄၂၂၇');
    expect(await guide.getByText(my('sizeGuide.columns.chest')).count()).toBe(0);
    await page.screenshot({ path: '/tmp/size-sets-product-my-390.png', fullPage: true });

    await page.getByRole('button', { name: my('product.addToCart') }).click();
    await toast(page, my('cartToasts.added'));
    await page.goto(`${shop.url}/cart`);
    await page
      .getByText(my('cart.size', { size: 'EU ၄၂' }))
      .filter({ visible: true })
      .first()
      .waitFor();
    await page.getByRole('link', { name: my('cart.proceed') }).click();
    await page.getByRole('heading', { name: my('checkout.billingTitle') }).waitFor();
    await field(page, 'checkout.fields.name').fill('မသီတာ');
    await field(page, 'checkout.fields.phone').fill('၀၉၇၇၇၂၂၂၄၄၄');
    for (const [key, typed, option] of [
      ['checkout.fields.region', 'ရန်ကုန်', /Yangon Region/],
      ['checkout.fields.city', 'yangon', /Yangon/],
      ['checkout.fields.township', 'bah', /Bahan/],
    ] as const) {
      await field(page, key).fill(typed);
      await page.getByRole('option', { name: option }).first().click();
    }
    await field(page, 'checkout.fields.fullAddress').fill('အမှတ် ၁၂၊ ဗဟိုလမ်း');
    await page.getByLabel(my('checkout.cod')).check();
    await page.getByRole('button', { name: my('checkout.placeOrder') }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/order-success/'));
    await page.getByRole('heading', { name: my('orderSuccess.title') }).waitFor();
    const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    await page.getByText(/EU ၄၂/).filter({ visible: true }).first().waitFor();

    const order = await callApi<Order>(shop, '/api/auth/guest-orders/track', {
      body: { orderId, contact: '09777222444' },
    });
    expect(order.items.map((i) => [i.itemName, i.size, i.quantity])).toEqual([[NAME, 'EU 42', 1]]);
    const after = await callApi<Product>(shop, `/api/products/${runner._id}`);
    expect(after.variants[0]!.sizes).toEqual([
      { size: 'EU 42', stock: 2 },
      { size: 'EU 43', stock: 2 },
    ]);
    await page.context().close();
  });
});
