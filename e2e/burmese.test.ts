import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@shop/shared/catalog';
import { formatDateTime } from '@shop/shared/dates';
import { toMyanmarDigits } from '@shop/shared/language';
import { formatMMK } from '@shop/shared/money';
import type { Order, OrderList } from '@shop/shared/orders';
import { shippingFee } from '@shop/shared/shipping';
import { words } from './support/language.ts';
import { ADMIN, callApi, logIn, placeOrder, productInStock, startBrowserSession } from './support/session.ts';
import { DESKTOP, PHONE, launchBrowser, openPage, startShop, type RunningShop } from './support/shop.ts';
import { joinSyllableFinals } from './support/language.ts';

/**
 * The three journeys a Burmese shopper and admin make, in a browser that asks for Burmese: every
 * word found through the shop's own Burmese catalogue (`words('my')`), numbers typed with Myanmar
 * digits, prices read the Myanmar way. The English runs of the same journeys, with every detail,
 * are checkout.test.ts, accounts.test.ts and admin.test.ts.
 */
const { t } = words('my');
let shop: RunningShop;
let browser: Browser;
let stock: { product: Product; color: string; size: string };

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  stock = await productInStock(shop, 4);
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

const toast = (p: Page, text: string) => p.locator('[data-toast]').filter({ hasText: text }).first().waitFor();
const field = (p: Page, key: string) => p.getByLabel(t(key), { exact: false }).first();

async function addToCart(page: Page): Promise<void> {
  await page.goto(`${shop.url}/product/${stock.product._id}?color=${encodeURIComponent(stock.color)}`);
  await page.getByRole('button', { name: stock.size, exact: true }).click();
  await page.getByRole('button', { name: t('product.addToCart') }).click();
  await toast(page, t('cartToasts.added'));
}

/** From the cart to the order confirmation: the address typed in Burmese, cash on delivery. */
async function checkOut(page: Page, contact?: { name: string; email: string; phone: string }): Promise<string> {
  await page.goto(`${shop.url}/cart`);
  await page.getByRole('link', { name: t('cart.proceed') }).click();
  await page.getByRole('heading', { name: t('checkout.billingTitle') }).waitFor();
  if (contact) {
    // The shared form rules' English errors read in Burmese.
    await page.getByRole('button', { name: t('checkout.placeOrder') }).click();
    await page.getByText(t('serverWords.Name is required'), { exact: true }).waitFor();
    await field(page, 'checkout.fields.name').fill(contact.name);
    await field(page, 'checkout.fields.email').fill(contact.email);
    // A number that is no Myanmar mobile number, and an address too long: the shared rules' sentences
    // in Burmese, the number in Myanmar digits.
    await field(page, 'checkout.fields.phone').fill('၀၉၁၂');
    await field(page, 'checkout.fields.fullAddress').fill('က'.repeat(501));
    await page.getByRole('button', { name: t('checkout.placeOrder') }).click();
    await page.getByText(t('serverWords.Please enter a valid Myanmar mobile number (09…)'), { exact: true }).waitFor();
    await page.getByText(joinSyllableFinals('အက္ခရာ ၅၀၀ လုံးအောက်သာ ရေးပါ'), { exact: true }).waitFor();
    await field(page, 'checkout.fields.phone').fill(contact.phone);
  }
  // The place pickers find a place by its English or Burmese name.
  for (const [key, typed, option] of [
    ['checkout.fields.region', 'ရန်ကုန်', /Yangon Region/],
    ['checkout.fields.city', 'yangon', /Yangon/],
    ['checkout.fields.township', 'bah', /Bahan/],
  ] as const) {
    await field(page, key).fill(typed);
    await page.getByRole('option', { name: option }).first().click();
  }
  // The chosen places read in Burmese in their boxes.
  expect(await field(page, 'checkout.fields.region').inputValue()).toBe('ရန်ကုန်တိုင်းဒေသကြီး');
  expect(await field(page, 'checkout.fields.township').inputValue()).toBe('ဗဟန်း');
  await field(page, 'checkout.fields.fullAddress').fill('အမှတ် ၁၂၊ ဗဟိုလမ်း');
  await page.getByLabel(t('checkout.cod')).check();
  const total = formatMMK(stock.product.price + shippingFee('yangon'), 'my');
  expect(await page.getByTestId('checkout-total').textContent()).toBe(total);
  await page.getByRole('button', { name: t('checkout.placeOrder') }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/order-success/'));
  await page.getByRole('heading', { name: t('orderSuccess.title') }).waitFor();
  expect(await page.getByTestId('order-total').textContent()).toBe(total);
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
}

describe('journeys in Burmese', () => {
  it('a guest buys on a phone, typing the phone number with Myanmar digits', async () => {
    const page = await openPage(browser, PHONE, 'my');
    await addToCart(page);
    const phone = '09777222333';
    const orderId = await checkOut(page, {
      name: 'မသီတာ',
      email: 'thida.my@example.com',
      phone: toMyanmarDigits(phone),
    });
    expect(orderId).toMatch(/^ORD-/);
    const mail = await shop.mail.waitFor((m) => m.to.includes('thida.my@example.com') && m.subject.includes(orderId));
    expect(mail.text).toContain(orderId);
    // Stored with Latin digits: the order is found by its number and the phone typed either way.
    const found = await callApi<Order>(shop, '/api/auth/guest-orders/track', { body: { orderId, contact: phone } });
    expect(found.orderId).toBe(orderId);
    expect(found.shippingAddress.phone).toMatch(/^\+?[0-9]+$/);
    // Dated the Myanmar way by the one formatter the mail uses too (Chromium has no Burmese months).
    const placed = formatDateTime(found.createdAt, 'my');
    expect(placed).toMatch(/^[၀-၉]{4} [\u1000-\u103f]+ [၀-၉]{1,2} ၊ [၀-၉]{1,2}:[၀-၉]{2}$/);
    await page.getByText(placed, { exact: true }).first().waitFor();
    expect(mail.text).toContain(placed);
    // The place and the estimate in Burmese, on the page and in the mail alike.
    const where = 'ဗဟန်း၊ ရန်ကုန်၊ ရန်ကုန်တိုင်းဒေသကြီး';
    await page.getByText(where, { exact: true }).first().waitFor();
    expect(mail.text).toContain(where);
    expect(await page.getByTestId('order-estimate').textContent()).toMatch(/[၀-၉]–[၀-၉] ရက်$/);
    await page.context().close();
  });

  it('a customer signs up, verifies the e-mail and orders', async () => {
    const email = `mya-my-${Date.now()}@example.com`;
    const page = await openPage(browser, DESKTOP, 'my');
    await page.goto(`${shop.url}/profile/loginPage`);
    await page
      .locator('aside')
      .getByRole('button', { name: t('auth.signUp') })
      .click();
    await page.getByRole('heading', { level: 1, name: t('auth.signUpHeading') }).waitFor();
    await field(page, 'auth.fullName').fill('မြမြ');
    await field(page, 'auth.phone').fill('၀၉-၄၅၀ ၀၀၂ ၂၂၂');
    expect(await field(page, 'auth.phone').inputValue()).toBe('09450002222');
    await field(page, 'auth.email').fill(email);
    await page.locator('#signup-password').fill('Thingyan2025');
    await page.getByRole('checkbox').check();
    await page
      .getByRole('button', { name: t('auth.signUp'), exact: true })
      .last()
      .click();
    await toast(page, t('auth.signedUpIn'));
    await page.waitForURL(`${shop.url}/`, { waitUntil: 'commit' });
    const mail = await shop.mail.waitFor((m) => m.to.includes(email) && /\/verify|verif/i.test(m.text));
    const link = /https?:\/\/\S*verif\S*/i.exec(mail.text)?.[0];
    expect(link, mail.text).toBeDefined();
    // Another device: signed out, the account signs in by its phone in Myanmar digits' number.
    await page.evaluate(() => ['token', 'user', 'userRole'].forEach((key) => localStorage.removeItem(key)));
    await page.goto(`${shop.url}/profile/loginPage`);

    await field(page, 'auth.identifier').fill('09450002222');
    await page.locator('#signin-password').fill('Thingyan2025');
    await page.getByRole('button', { name: t('auth.signIn'), exact: true }).click();
    await toast(page, t('auth.loginSuccess'));
    // The address changes at once; a loaded machine may take long to fire `load` for the new page.
    await page.waitForURL(`${shop.url}/`, { waitUntil: 'commit' });

    await page.goto(link!);
    await page.waitForURL((url) => url.pathname === '/profile', { waitUntil: 'commit' });
    await toast(page, t('account.verified'));

    await addToCart(page);
    const orderId = await checkOut(page);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const { orders } = await callApi<OrderList>(shop, '/api/auth/orders', { token: token! });
    expect(orders.map((o) => o.orderId)).toEqual([orderId]);
    await page.context().close();
  });

  it('the admin moves an order pending → processing → cancelled', async () => {
    const orderId = await placeOrder(shop, { productId: stock.product._id, color: stock.color, size: stock.size });
    const page = await openPage(browser, DESKTOP, 'my');
    await startBrowserSession(page, shop, await logIn(shop, ADMIN.email, ADMIN.password));
    await page.goto(`${shop.url}/admin/orders`);
    await page.getByRole('heading', { level: 1, name: t('admin.orders.title') }).waitFor();
    await field(page, 'admin.orders.search').fill(orderId);
    await page.getByRole('link').filter({ hasText: orderId }).click();
    await page.getByRole('heading', { level: 1 }).filter({ hasText: orderId }).waitFor();

    await field(page, 'admin.order.changeStatus').selectOption('processing');
    await page.getByRole('button', { name: t('admin.order.update') }).click();
    await toast(page, t('admin.order.updated', { status: t('admin.status.processing') }));

    await field(page, 'admin.order.changeStatus').selectOption('cancelled');
    await page.getByRole('button', { name: t('admin.order.update') }).click();
    const dialog = page.getByRole('dialog', { name: t('admin.order.cancelTitle') });
    await dialog.getByRole('button', { name: t('admin.order.cancelConfirm') }).click();
    await toast(page, t('admin.order.updated', { status: t('admin.status.cancelled') }));
    expect(await field(page, 'admin.order.changeStatus').count()).toBe(0);
    // The place and the estimate in Burmese on the order page and on its packing slip.
    const where = 'စမ်းချောင်း၊ ရန်ကုန်၊ ရန်ကုန်တိုင်းဒေသကြီး';
    await page.getByText(where, { exact: true }).first().waitFor();
    expect(await page.getByTestId('admin-order-estimate').textContent()).toMatch(/[၀-၉]–[၀-၉] ရက်$/);
    await page.goto(`${shop.url}/admin/order/${encodeURIComponent(orderId)}/packing-slip`);
    await page.getByTestId('slip-order-id').getByText(orderId).waitFor();
    await page.getByText(where, { exact: true }).first().waitFor();
    await page.getByText(/[၀-၉]–[၀-၉] ရက်$/).waitFor();
    await page.context().close();
  });

  it('the admin’s figures, delivery places and the cart’s quantities read in Burmese, in Myanmar digits', async () => {
    const page = await openPage(browser, PHONE, 'my');
    await addToCart(page);
    await page.goto(`${shop.url}/cart`);
    expect(await page.getByTestId('line-quantity').first().textContent()).toBe('၁');
    expect(await page.getByTestId('cart-count').first().textContent()).toBe('၁');

    await startBrowserSession(page, shop, await logIn(shop, ADMIN.email, ADMIN.password));
    await page.goto(`${shop.url}/admin/dashboard`);
    const card = (key: string) =>
      page
        .locator('div')
        .filter({ has: page.getByText(t(key), { exact: true }) })
        .locator('dd')
        .first();
    for (const key of ['admin.stats.totalProducts', 'admin.stats.totalStock']) {
      await card(key).locator('text=/[၀-၉]/').waitFor();
      expect(await card(key).textContent(), key).toMatch(/^[၀-၉][၀-၉,]*$/);
    }

    // Delivery places: the Burmese name alone (both are in its edit form), the Burmese estimate, counts in Myanmar digits.
    await page.goto(`${shop.url}/admin/delivery`);
    const yangon = page.getByRole('button', { name: /^ရန်ကုန်တိုင်းဒေသကြီး \([၀-၉]+\)$/ });
    await yangon.waitFor();
    await page
      .getByText(`${formatMMK(7000, 'my')} · ၂–၇ ရက်`, { exact: true })
      .first()
      .waitFor();
    await page.context().close();
  });
});
