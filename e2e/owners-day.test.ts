import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { midWordBreaks } from './support/fit.ts';
import { words } from './support/language.ts';
import { withoutWordJoiners } from '@shop/shared/language';
import type { AuditEntry } from '@shop/shared/admin';
import { sizesOfSet, type Product } from '@shop/shared/catalog';
import {
  ADMIN,
  callApi,
  logIn,
  placeOrder,
  productInStock,
  startBrowserSession,
  type Session,
} from './support/session.ts';
import { launchBrowser, openPage, PHONE_390, type RunningShop, startShop } from './support/shop.ts';

/** The owner's day (issue #24): the shop's own name and contact links, shipping, the day's papers. */
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

async function adminPage(language: 'en' | 'my' = 'en'): Promise<Page> {
  const page = await openPage(browser, PHONE_390, language);
  await startBrowserSession(page, shop, owner);
  return page;
}

describe('shop settings', () => {
  it('the owner names the shop and sets its contacts; the footer and contact page offer call, Viber and Messenger', async () => {
    const { t } = words('my');
    // Before the owner has set any, the contact page makes none up: no phone, email, hours or address.
    const before = await openPage(browser, PHONE_390, 'my');
    await before.goto(`${shop.url}/contact`);
    await before.getByRole('heading', { name: t('contactPage.infoHeading') }).waitFor();
    await before.waitForLoadState('networkidle');
    expect(await before.getByTestId('contact-details').count()).toBe(0);
    expect(await before.locator('a[href^="tel:"], a[href^="mailto:"]').count()).toBe(0);
    expect(await before.getByTestId('footer-reach').count()).toBe(0);
    await before.context().close();

    const page = await adminPage('my');
    await page.goto(`${shop.url}/admin/shop-settings`);
    const name = page.getByLabel(t('admin.shopSettings.nameEn'));
    await name.waitFor();
    await name.fill('Yangon Threads');
    await page.getByLabel(t('admin.shopSettings.nameMy')).fill('ရန်ကုန် သရက်ဒ်');
    await page.getByLabel(t('admin.shopSettings.phone'), { exact: true }).fill('09771234567');
    await page.getByLabel(t('admin.shopSettings.viber')).fill('09450111222');
    await page.getByLabel(t('admin.shopSettings.messengerUrl')).fill('m.me/yangonthreads');
    await page.getByLabel(t('admin.shopSettings.email'), { exact: true }).fill('hello@yangonthreads.example');
    await page.getByLabel(t('admin.shopSettings.hours')).fill('တနင်္လာ–စနေ ၁၀:၀၀–၁၉:၀၀\nတနင်္ဂနွေ ပိတ်');
    await page.getByRole('button', { name: t('admin.shopSettings.save'), exact: true }).click();
    // A link without https:// is refused under its field, nothing saved.
    await page.getByText('https://', { exact: false }).first().waitFor();
    await page.getByLabel(t('admin.shopSettings.messengerUrl')).fill('https://m.me/yangonthreads');
    await page.getByRole('button', { name: t('admin.shopSettings.save'), exact: true }).click();
    await page
      .locator('[data-toast]')
      .filter({ hasText: t('admin.shopSettings.saved') })
      .waitFor();
    for (const label of await page.locator('label').all()) expect(await midWordBreaks(label)).toEqual([]);
    await page.screenshot({ path: '/tmp/owners-day-shop-settings-my-390.png', fullPage: true });
    await page.context().close();

    const shopper = await openPage(browser, PHONE_390, 'my');
    await shopper.goto(`${shop.url}/contact`);
    const footer = shopper.getByTestId('footer-reach');
    await footer.waitFor();
    await expect.poll(() => footer.textContent()).toContain('ရန်ကုန် သရက်ဒ်');
    const call = footer.getByRole('link', { name: /၀၉ ၇၇၁ ၂၃၄၅၆၇/ });
    expect(await call.getAttribute('href')).toBe('tel:+959771234567');
    expect(await footer.getByRole('link', { name: 'Viber' }).getAttribute('href')).toBe(
      'viber://chat?number=%2B959450111222',
    );
    expect(await footer.getByRole('link', { name: 'Messenger' }).getAttribute('href')).toBe(
      'https://m.me/yangonthreads',
    );
    const contact = shopper.locator('main').getByTestId('reach-links');
    await contact.waitFor();
    expect(await contact.getByRole('link').count()).toBe(3);
    const details = shopper.getByTestId('contact-details');
    expect(await details.getByRole('link', { name: 'hello@yangonthreads.example' }).getAttribute('href')).toBe(
      'mailto:hello@yangonthreads.example',
    );
    expect(await details.getByRole('link', { name: /၀၉ ၇၇၁ ၂၃၄၅၆၇/ }).getAttribute('href')).toBe('tel:+959771234567');
    expect(await details.getByText('တနင်္ဂနွေ ပိတ်', { exact: true }).count()).toBe(1);
    await footer.screenshot({ path: '/tmp/owners-day-footer-my-390.png' });
    // The tab's title carries the shop's new name, the server's and then the app's.
    await expect.poll(() => shopper.title()).toBe(`${withoutWordJoiners(t('contactPage.title'))} | ရန်ကုန် သရက်ဒ်`);
    await shopper.context().close();

    // So do the pages the server does not draw, and a product address that names no product: in
    // the title the server sends, and in the one the app sets once it runs.
    const english = await openPage(browser, PHONE_390, 'en');
    const en = words('en').t;
    for (const [address, title, status, servedTitle] of [
      ['/cart', en('cart.title'), 200, 'Yangon Threads'],
      ['/product/no-such-product', en('product.notFoundTitle'), 404, `${en('product.notFoundTitle')} | Yangon Threads`],
    ] as const) {
      const served = await english.goto(`${shop.url}${address}`);
      expect(served?.status(), address).toBe(status);
      expect(await served?.text(), address).toContain(`<title>${servedTitle}</title>`);
      await english.getByRole('heading', { name: title, level: 1 }).waitFor();
      await expect.poll(() => english.title(), { message: address }).toBe(`${title} | Yangon Threads`);
    }
    await english.context().close();

    const settings = await callApi<{ nameEn: string }>(shop, '/api/shop');
    expect(settings.nameEn).toBe('Yangon Threads');
  });
});

describe('the audit trail tells the truth', () => {
  it('a price edit records the price alone and leaves sizes that were not offered as they were', async () => {
    // A product with a colour that does not offer every size of its set.
    const products = await callApi<Product[]>(shop, '/api/auth/products');
    const product = products.find((p) => p.variants.some((v) => v.sizes.length < sizesOfSet(p).length))!;
    const offered = (p: Product) => p.variants.map((v) => v.sizes.map((s) => s.size).join(','));
    const before = await callApi<Product>(shop, `/api/products/${product._id}`);
    expect(before.variants.some((v) => v.sizes.length < sizesOfSet(before).length)).toBe(true);
    const page = await openPage(browser, PHONE_390, 'en');
    await startBrowserSession(page, shop, owner);
    await page.goto(`${shop.url}/admin/products/${product._id}/edit`);
    await page.getByLabel('Price (MMK)').fill(String(product.price + 1000));
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.locator('[data-toast]').filter({ hasText: 'Product updated successfully' }).waitFor();
    await page.context().close();

    const after = await callApi<Product>(shop, `/api/products/${product._id}`);
    expect(after.price).toBe(product.price + 1000);
    expect(offered(after)).toEqual(offered(before));
    const { entries } = await callApi<{ entries: AuditEntry[] }>(
      shop,
      `/api/admin/audit?entityType=product&entityId=${product._id}`,
      { token: owner.token },
    );
    expect(entries[0]).toMatchObject({
      action: 'product.update',
      summary: { changes: [{ field: 'price', from: product.price, to: product.price + 1000 }], stock: [] },
    });
  });
});

describe('shipping with a courier', () => {
  it('the owner ships with a courier and tracking number; the customer sees both on the order page', async () => {
    const { t } = words('my');
    const line = await productInStock(shop);
    const orderId = await placeOrder(shop, { productId: line.product._id, color: line.color, size: line.size });
    await callApi(shop, `/api/admin/orders/${orderId}/status`, {
      method: 'PUT',
      body: { status: 'processing' },
      token: owner.token,
    });
    const page = await adminPage('my');
    await page.goto(`${shop.url}/admin/order/${orderId}`);
    await page.getByLabel(t('admin.order.changeStatus')).selectOption('shipped');
    await page.getByLabel(t('admin.order.courier')).fill('Ninja Van');
    await page.getByLabel(t('admin.order.trackingNumber')).fill('NV-42');
    await page.screenshot({ path: '/tmp/owners-day-ship-my-390.png', fullPage: true });
    await page.getByRole('button', { name: t('admin.order.update') }).click();
    await page.getByTestId('admin-order-courier').getByText('Ninja Van', { exact: false }).waitFor();
    await page.context().close();

    const shopper = await openPage(browser, PHONE_390, 'my');
    await shopper.goto(`${shop.url}/order-success/${orderId}`);
    const courier = shopper.getByTestId('order-courier');
    await courier.waitFor();
    expect(await courier.textContent()).toContain('NV-42');
    await shopper.context().close();
  });
});
