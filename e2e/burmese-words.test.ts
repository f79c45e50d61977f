import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@shop/shared/catalog';
import { adminPaths } from '@shop/shared/admin-paths';
import { toMyanmarDigits } from '@shop/shared/language';
import { paths } from '@shop/shared/paths';
import { ADMIN, callApi, logIn, productInStock, registerCustomer, startBrowserSession } from './support/session.ts';
import { words } from './support/language.ts';
import { launchBrowser, openPage, PHONE_390, startShop, type RunningShop } from './support/shop.ts';

/**
 * Issue #21: nothing left in English in the Burmese shop. Every storefront, account and admin
 * screen, read in Burmese on a phone, shows no Latin word and no Latin digit outside what is not the
 * shop's to translate: the brand, the owner's product data (names, colours, sizes), order numbers,
 * e-mail addresses, and the names of other companies (KBZ Pay, Wave Pay, AYA Pay, CB Pay, Google).
 */
let shop: RunningShop;
let browser: Browser;
let product: Product;
let orderId: string;
let customer: Awaited<ReturnType<typeof registerCustomer>>;
/** Words that are not the shop's to translate, and the owner's product data. */
const allowed = new Set([
  ...['STREETWEAR', 'MM', 'KBZ', 'Wave', 'AYA', 'CB', 'Pay', 'Transaction', 'Google', 'ID', 'English'],
  // Other companies' apps the shop's contact links open, named as their users know them.
  ...['Viber', 'Messenger', 'Facebook', 'Telegram', 'BotFather'],
  // Couriers the shop's list starts with (companies' own names).
  ...['Royal', 'Express', 'Ninja', 'Van', 'Bee'],
  // Names of file formats and codes, written the same in Burmese (with Myanmar digits beside them).
  ...['JPEG', 'PNG', 'WebP', 'AVIF', 'MB', 'CSV', 'HTML', 'QR', 'A4'],
  // The webhook's signature header, written as a receiver must read it.
  ...['X', 'Shop', 'Signature', '256', 'sha256', 'HMAC'],
  // The names the browser's storage keeps things under, named in the privacy policy.
  ...['guestCart', 'token', 'user', 'userRole', 'guestEmail'],
  // The not-found page's status code, as people search for it.
  '404',
  // The product form's example categories: the menu's names as the owner types them (they make the
  // listing's address, /product-category/tees); the storefront shows them in Burmese.
  ...['Tees', 'Hoodies', 'Shorts'],
  ...['XS', 'S', 'M', 'L', 'XL', 'XXL', 'EU'],
]);

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  const stock = await productInStock(shop, 3);
  product = stock.product;
  const products = await callApi<Product[]>(shop, '/api/auth/products');
  // The owner's product data, written in English only so far (its Burmese version is #21 item 1).
  for (const p of products)
    for (const text of [
      ...[p.itemName, p.name, p.description, p.details, p.material, p.brand, p.batchName],
      ...[p.mainCategory, p.subCategory],
      ...p.variants.flatMap((v) => [v.color, v.name, v.description]),
      // A custom size set is the owner's own words ("35–38"), as written.
      ...(p.sizeSet === 'custom' ? p.customSizes : []),
    ])
      for (const word of text.match(/[A-Za-z0-9]+/g) ?? []) allowed.add(word);
  customer = await registerCustomer(shop, { name: 'မမြင့်', phone: '09450007777' });
  await callApi(shop, '/api/auth/save-address', {
    token: customer.token,
    body: {
      name: 'မမြင့်',
      email: customer.email,
      phone: '09450007777',
      region: 'yangon',
      city: 'yangon',
      township: 'Sanchaung',
      fullAddress: 'အမှတ် ၁၂၊ ဗဟိုလမ်း',
    },
  });
  await callApi(shop, '/api/favorites/toggle', { token: customer.token, body: { productId: product._id } });
  orderId = (
    await callApi<{ orderId: string }>(shop, '/api/auth/orders', {
      token: customer.token,
      body: {
        cartItems: [{ productId: product._id, color: stock.color, size: stock.size, quantity: 1 }],
        billingDetails: {
          name: 'မမြင့်',
          email: customer.email,
          phone: '09450007777',
          region: 'yangon',
          city: 'yangon',
          township: 'Sanchaung',
          fullAddress: 'အမှတ် ၁၂၊ ဗဟိုလမ်း',
        },
        paymentMethod: 'cod',
        isGuest: false,
      },
    })
  ).orderId;
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

/** Every text a reader sees on the page as it is now: visible text, field values and placeholders. */
function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const shown = (el: Element) => {
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      return style.visibility !== 'hidden' && box.width > 0 && box.height > 0;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && !parent.closest('script, style, noscript') && shown(parent) && node.textContent!.trim())
        texts.push(node.textContent!.trim());
    }
    for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
      // The browser's own widgets (a date's calendar, a box's tick) are not the shop's words.
      if (!shown(field) || ['hidden', 'file', 'password', 'email', 'date', 'checkbox', 'radio'].includes(field.type))
        continue;
      if (field.value) texts.push(`${field.id || field.name}=${field.value}`.replace(/^[^=]*=/, ''));
      if (field.placeholder) texts.push(field.placeholder);
    }
    for (const select of document.querySelectorAll('select'))
      if (shown(select) && select.selectedOptions[0]) texts.push(select.selectedOptions[0].text);
    return texts;
  });
}

/** The Latin words and digits of the page that are not on the allow-list, each with its text. */
async function latinLeft(page: Page): Promise<string[]> {
  const left: string[] = [];
  for (const text of await shownTexts(page)) {
    const rest = text
      .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ') // e-mail addresses
      .replace(/\bhttps?:\/\/\S*|\b[\w-]+(\.[\w-]+)*\.(com|me)\b/g, ' ') // web addresses (the contact links' examples)
      .replace(/ORD-[A-Z0-9-]+/g, ' '); // order numbers
    const bad = (rest.match(/[A-Za-z0-9]+/g) ?? []).filter((word) => !allowed.has(word));
    if (bad.length) left.push(`${bad.join(' ')}  ←  "${text.slice(0, 80)}"`);
  }
  return [...new Set(left)];
}

async function visit(page: Page, path: string, ready: (page: Page) => Promise<unknown>): Promise<string[]> {
  await page.goto(shop.url + path);
  await ready(page);
  // Late parts (counts, images' captions, lazily loaded lists) have their moment.
  await page.waitForLoadState('networkidle');
  return (await latinLeft(page)).map((line) => `${path}: ${line}`);
}

const heading = (page: Page) => page.locator('main h1, h1').first().waitFor();

describe('the Burmese shop, screen by screen', () => {
  it('storefront screens', async () => {
    const page = await openPage(browser, PHONE_390, 'my');
    const left: string[] = [];
    for (const path of [
      paths.home,
      paths.shop(),
      paths.category('tees'),
      paths.product(product._id),
      paths.about,
      paths.faq,
      paths.terms,
      paths.privacyPolicy,
      paths.contact,
      paths.trackOrder,
      paths.signIn(),
      paths.forgotPassword,
      '/no-such-page',
    ])
      left.push(...(await visit(page, path, heading)));
    left.push(...(await visit(page, paths.cart, heading)));
    expect(left).toEqual([]);
    await page.context().close();
  }, 240_000);

  it('account screens', async () => {
    const page = await openPage(browser, PHONE_390, 'my');
    await startBrowserSession(page, shop, customer);
    const left: string[] = [];
    for (const path of [
      paths.profile,
      paths.orders,
      paths.order(orderId),
      paths.orderSuccess(orderId),
      '/profile/addresses',
      '/profile/favourites',
      '/profile/details',
    ])
      left.push(...(await visit(page, path, heading)));
    expect(left).toEqual([]);
    await page.context().close();
  }, 240_000);

  it('admin screens', async () => {
    const page = await openPage(browser, PHONE_390, 'my');
    // The admin's own name is the owner's data, as a customer's is.
    const admin = await logIn(shop, ADMIN.email, ADMIN.password);
    for (const word of admin.user.name.match(/[A-Za-z0-9]+/g) ?? []) allowed.add(word);
    // The owner's courier list is the owner's data too (its one default that is not a company's
    // name, "Own rider", is the owner's to rename).
    const settings = await callApi<{ couriers?: string[] }>(shop, '/api/admin/shop-settings', { token: admin.token });
    for (const word of (settings.couriers ?? []).join(' ').match(/[A-Za-z0-9]+/g) ?? []) allowed.add(word);
    await startBrowserSession(page, shop, admin);
    const left: string[] = [];
    const customerId = customer.user._id;
    for (const path of [
      adminPaths.dashboard,
      adminPaths.deliverySheet,
      adminPaths.messages,
      adminPaths.payments,
      adminPaths.orders(),
      adminPaths.order(orderId),
      adminPaths.packingSlip(orderId),
      adminPaths.products,
      adminPaths.addProduct,
      adminPaths.editProduct(product._id),
      adminPaths.delivery,
      adminPaths.customers,
      adminPaths.customer(customerId),
      adminPaths.paymentSettings,
      adminPaths.shopSettings,
      adminPaths.details,
    ])
      left.push(...(await visit(page, path, heading)));
    expect(left).toEqual([]);
    await page.context().close();
  }, 300_000);
  it("the owner's number fields write Myanmar digits and save the number meant", async () => {
    const page = await openPage(browser, PHONE_390, 'my');
    const { t } = words('my');
    await startBrowserSession(page, shop, await logIn(shop, ADMIN.email, ADMIN.password));
    await page.goto(shop.url + adminPaths.editProduct(product._id));
    const price = page.getByLabel(t('admin.builder.price'));
    // Loaded in Latin digits from the API, shown in Myanmar ones.
    await expect.poll(() => price.inputValue()).toBe(toMyanmarDigits(String(product.price)));
    // Typed with a Latin keyboard: shown as Myanmar digits as it is typed.
    await price.fill('');
    await price.pressSequentially('27500');
    expect(await price.inputValue()).toBe('၂၇၅၀၀');
    await page.getByRole('button', { name: t('admin.edit.save') }).click();
    await expect
      .poll(async () => (await callApi<Product>(shop, `/api/products/${product._id}`)).price, { timeout: 15_000 })
      .toBe(27_500);
    await page.context().close();
  }, 120_000);
});
