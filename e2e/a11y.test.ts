import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, formatViolations } from './support/axe.ts';
import { focusRing, tabTo } from './support/keyboard.ts';
import {
  ADMIN,
  callApi,
  logIn,
  placeOrder,
  productInStock,
  registerCustomer,
  startBrowserSession,
  type Session,
} from './support/session.ts';
import { DESKTOP, launchBrowser, PHONE, startShop, type RunningShop } from './support/shop.ts';
import { paths } from '@shop/shared/paths';

let shop: RunningShop;
let browser: Browser;
let line: { productId: string; color: string; size: string };
let customer: Session;
const orders: string[] = [];
let guestOrder: string;

/** Orders in every status, so each status badge is checked on the lists and detail pages. */
const STATUS_PATHS = [[], ['processing'], ['processing', 'shipped', 'delivered'], ['cancelled']];

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  const stock = await productInStock(shop, 8);
  line = { productId: stock.product._id, color: stock.color, size: stock.size };
  customer = await registerCustomer(shop, { name: 'Aye Aye' });
  const admin = await logIn(shop, ADMIN.email, ADMIN.password);
  await callApi(shop, '/api/favorites/toggle', { body: { productId: line.productId }, token: customer.token });
  for (const moves of STATUS_PATHS) {
    const orderId = await placeOrder(shop, line, customer);
    for (const status of moves)
      await callApi(shop, `/api/admin/orders/${orderId}/status`, {
        method: 'PUT',
        body: { status },
        token: admin.token,
      });
    orders.push(orderId);
  }
  guestOrder = await placeOrder(shop, line);
  await callApi(shop, '/api/contact', {
    body: { name: 'Ko Ko', email: 'koko@example.com', subject: 'Sizes', message: 'Do the hoodies run small?' },
  });
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

/** A page of a fresh browser context; reduced motion, so no transition is caught half-way. */
async function newPage(viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
  return context.newPage();
}

/** Waits until the screen has its heading, its data and no skeletons left. */
async function settled(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('.animate-pulse, [aria-busy="true"]'));
}

async function expectNoViolations(page: Page, where: string): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations.length, formatViolations(where, violations)).toBe(0);
}

/** Opens the path, lets it settle, optionally puts it into a state, and runs axe on it. */
async function audit(page: Page, path: string, prepare?: (page: Page) => Promise<void>): Promise<void> {
  await page.goto(shop.url + path);
  await settled(page);
  // Still on the page asked for (not sent to sign in).
  expect(new URL(page.url()).pathname).toBe(new URL(shop.url + path).pathname);
  await prepare?.(page);
  await expectNoViolations(page, path);
}

describe('accessibility (axe-core: no serious or critical violations)', () => {
  describe('storefront, guest', () => {
    let page: Page;
    beforeAll(async () => {
      page = await newPage();
    });
    afterAll(() => page.context().close());

    it('home', () => audit(page, '/'));
    it('shop listing', () => audit(page, paths.shop()));
    it('category page', () => audit(page, '/product-category/tees'));
    it('product page, size chosen', () =>
      audit(page, `/product/${line.productId}?color=${encodeURIComponent(line.color)}`, async (p) => {
        await p.getByRole('button', { name: line.size, exact: true }).click();
      }));
    it('cart with items', async () => {
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await page.getByText('Item added to cart').first().waitFor();
      await audit(page, '/cart', (p) => p.getByTestId('cart-line').first().waitFor());
    });
    it('checkout with the errors shown', () =>
      audit(page, '/checkout', async (p) => {
        await p.getByRole('button', { name: 'Place Order' }).click();
        await p.getByText('Name is required', { exact: true }).waitFor();
      }));
    it('order success', () => audit(page, `/order-success/${guestOrder}`));
    it('about', () => audit(page, '/about'));
    it('faq, a question open', () =>
      audit(page, '/faq', (p) => p.getByRole('button', { name: 'How long does delivery take?' }).click()));
    it('contact, errors shown', () =>
      audit(page, '/contact', async (p) => {
        await p.getByRole('button', { name: 'Send Message' }).click();
        await p.getByText('Name is required').waitFor();
      }));
    it('sign in', () => audit(page, '/profile/loginPage'));
    it('sign up', () =>
      audit(page, '/profile/loginPage', async (p) => {
        await p.locator('aside').getByRole('button', { name: 'Sign Up' }).click();
        await p.getByRole('heading', { level: 1, name: 'Create Account' }).waitFor();
      }));
    it('forgot password', () => audit(page, '/forgot-password'));
    it('404', () => audit(page, '/no-such-page'));
    it('shop menu open', () =>
      audit(page, '/about', async (p) => {
        await p.locator('header').getByRole('button', { name: 'Shop' }).click();
        await p.getByRole('navigation', { name: 'Shop categories' }).waitFor();
      }));
  });

  describe('storefront on a phone', () => {
    let page: Page;
    beforeAll(async () => {
      page = await newPage(PHONE);
    });
    afterAll(() => page.context().close());

    it('home', () => audit(page, '/'));
    it('product page, image full screen', () =>
      audit(page, `/product/${line.productId}`, async (p) => {
        await p.getByRole('button', { name: /^Open image 1 of \d+ full screen$/ }).click();
        await p.getByRole('dialog').waitFor();
      }));
    it('menu open', () =>
      audit(page, '/about', async (p) => {
        await p.getByRole('button', { name: 'Open menu' }).click();
        await p.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Shop' }).click();
      }));
    it('category page', () => audit(page, '/product-category/tees'));
    it('product page, size chosen', () =>
      audit(page, `/product/${line.productId}?color=${encodeURIComponent(line.color)}`, async (p) => {
        await p.getByRole('button', { name: line.size, exact: true }).click();
      }));
    it('cart with items', async () => {
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await page.getByText('Item added to cart').first().waitFor();
      await audit(page, '/cart', (p) => p.getByTestId('cart-line').first().waitFor());
    });
    it('checkout with the errors shown', () =>
      audit(page, '/checkout', async (p) => {
        await p.getByRole('button', { name: 'Place Order' }).click();
        await p.getByText('Name is required', { exact: true }).waitFor();
      }));
    it('order success', () => audit(page, `/order-success/${guestOrder}`));
    it('sign in', () => audit(page, '/profile/loginPage'));
    it('contact', () => audit(page, '/contact'));
  });

  describe('customer account on a phone', () => {
    let page: Page;
    beforeAll(async () => {
      page = await newPage(PHONE);
      await startBrowserSession(page, shop, customer);
    });
    afterAll(() => page.context().close());

    it('profile dashboard', () => audit(page, '/profile'));
    it('orders', () => audit(page, '/profile/order', (p) => p.getByTestId('order-card').first().waitFor()));
    it('order detail', () => audit(page, `/order/${orders[2]}`));
    it('addresses', () => audit(page, '/profile/addresses'));
  });

  describe('customer account', () => {
    let page: Page;
    beforeAll(async () => {
      page = await newPage();
      await startBrowserSession(page, shop, customer);
    });
    afterAll(() => page.context().close());

    it('profile dashboard', () => audit(page, '/profile'));
    it('details', () => audit(page, '/profile/details'));
    it('addresses', () => audit(page, '/profile/addresses'));
    it('favourites', () => audit(page, '/profile/favourites'));
    it('orders', () => audit(page, '/profile/order', (p) => p.getByTestId('order-card').first().waitFor()));
    it('order detail', () => audit(page, `/order/${orders[2]}`));
  });

  describe('admin panel', () => {
    let page: Page;
    beforeAll(async () => {
      page = await newPage();
      await startBrowserSession(page, shop, await logIn(shop, ADMIN.email, ADMIN.password));
    });
    afterAll(() => page.context().close());

    it('dashboard', () => audit(page, '/admin/dashboard'));
    it('products list', () => audit(page, '/admin/products'));
    it('add product: the batch builder', () => audit(page, '/admin/products/add'));
    it('edit product', () => audit(page, `/admin/products/${line.productId}/edit`));
    it('orders list', () => audit(page, '/admin/orders'));
    it('order detail, pending', () => audit(page, `/admin/order/${orders[0]}`));
    it('order detail, delivered', () => audit(page, `/admin/order/${orders[2]}`));
    it('customers', () => audit(page, '/admin/customers'));
    it('customer detail', () => audit(page, `/admin/customers/${customer.user._id}`));
    it('messages', () => audit(page, '/admin/messages'));
    it('details', () => audit(page, '/admin/details'));
    it('delivery zones, a region open and a place being edited', () =>
      audit(page, '/admin/delivery', async (p) => {
        await p.getByRole('button', { name: /^Yangon Region/ }).click();
        await p.getByRole('button', { name: 'Edit Yangon', exact: true }).click();
      }));
    it('delivery sheet', () => audit(page, '/admin/delivery-sheet', (p) => p.getByTestId('sheet-total').waitFor()));
    it('packing slip', () => audit(page, `/admin/order/${orders[0]}/packing-slip`));
    it('a confirm dialog', () =>
      audit(page, '/admin/products', async (p) => {
        await p
          .getByRole('button', { name: /^Delete / })
          .first()
          .click();
        await p.getByRole('dialog').waitFor();
      }));
  });

  describe('admin panel on a phone', () => {
    let page: Page;
    beforeAll(async () => {
      page = await newPage(PHONE);
      await startBrowserSession(page, shop, await logIn(shop, ADMIN.email, ADMIN.password));
    });
    afterAll(() => page.context().close());

    it('dashboard, menu open', () =>
      audit(page, '/admin/dashboard', async (p) => {
        await p.getByRole('button', { name: 'Menu' }).click();
        await p.locator('#admin-nav').waitFor();
      }));
    it('orders list', () => audit(page, '/admin/orders'));
    it('order detail, pending', () => audit(page, `/admin/order/${orders[0]}`));
    it('edit product', () => audit(page, `/admin/products/${line.productId}/edit`));
    it('customers', () => audit(page, '/admin/customers'));
  });
});

/** The focused element shows a focus indicator that stands out from what is around it. */
async function expectVisibleFocus(page: Page, what: string): Promise<void> {
  const ring = await focusRing(page);
  expect(ring, `focus on ${what}`).toMatchObject({ focusVisible: true, shown: true });
  expect(ring.drawn, `a focus outline or ring on ${what}: ${ring.element}`).not.toBeNull();
  if (ring.contrast !== null)
    expect(ring.contrast, `focus outline contrast on ${what}: ${JSON.stringify(ring)}`).toBeGreaterThanOrEqual(3);
}

describe('checkout by keyboard alone', () => {
  it('goes from a product page to the order confirmation with Tab, Enter, Space, arrows and typing', async () => {
    const page = await newPage();
    const { keyboard } = page;
    await page.goto(`${shop.url}/product/${line.productId}?color=${encodeURIComponent(line.color)}`);
    await settled(page);

    const size = page.getByRole('button', { name: line.size, exact: true });
    await tabTo(page, size);
    await expectVisibleFocus(page, 'a size');
    await keyboard.press('Space');
    expect(await size.getAttribute('aria-pressed')).toBe('true');
    const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
    await tabTo(page, quantity);
    await expectVisibleFocus(page, 'the quantity');
    await keyboard.press('ArrowUp');
    expect(await quantity.inputValue()).toBe('2');
    await tabTo(page, page.getByRole('button', { name: 'Add to Cart' }));
    await expectVisibleFocus(page, 'Add to Cart');
    await keyboard.press('Enter');
    await page.getByText('Item added to cart').first().waitFor();

    // Back up to the cart in the header.
    await tabTo(page, page.locator('header').getByRole('link', { name: 'Cart, 2 items' }), { back: true });
    await expectVisibleFocus(page, 'the header cart link');
    await keyboard.press('Enter');
    await page.waitForURL(`${shop.url}/cart`);
    await page.getByTestId('cart-line').first().waitFor();
    await tabTo(page, page.getByRole('link', { name: 'Proceed to Checkout' }));
    await expectVisibleFocus(page, 'Proceed to Checkout');
    await keyboard.press('Enter');
    await page.waitForURL(`${shop.url}/checkout`);

    await tabTo(page, page.getByLabel('Full name'));
    await expectVisibleFocus(page, 'the name field');
    await keyboard.type('Su Su');
    await keyboard.press('Tab');
    await keyboard.type('susu@example.com');
    await keyboard.press('Tab');
    await keyboard.type('09771234567');
    // Region by typing part of its name and the arrow keys, city and township by typing them.
    await keyboard.press('Tab');
    await expectVisibleFocus(page, 'the region picker');
    const region = page.getByRole('combobox', { name: 'Region' });
    await keyboard.type('Mandal');
    expect(await region.getAttribute('aria-expanded')).toBe('true');
    await keyboard.press('ArrowDown');
    await keyboard.press('Enter');
    expect(await region.inputValue()).toBe('Mandalay Region');
    await keyboard.press('Tab');
    await keyboard.type('Mandalay');
    await keyboard.press('Tab');
    expect(await page.getByLabel('City').inputValue()).toBe('Mandalay');
    await keyboard.type('Chanayethazan');
    await keyboard.press('Tab');
    await keyboard.type('No. 5, 78th Street');
    const cod = page.getByRole('radio', { name: 'Cash on Delivery' });
    await tabTo(page, cod);
    await expectVisibleFocus(page, 'the payment method');
    expect(await cod.isChecked()).toBe(true);
    await tabTo(page, page.getByRole('button', { name: 'Place Order' }));
    await expectVisibleFocus(page, 'Place Order');
    await keyboard.press('Enter');

    await page.waitForURL((url) => url.pathname.startsWith('/order-success/'));
    await page.getByRole('heading', { level: 1, name: 'Order Confirmed!' }).waitFor();
    const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    const order = await callApi<{ items: unknown[]; shippingAddress: { city: string; township: string } }>(
      shop,
      `/api/auth/guest-orders/${encodeURIComponent(orderId)}`,
    );
    expect(order.shippingAddress).toMatchObject({ city: 'Mandalay', township: 'Chanayethazan' });
    // The confirmation itself is reachable and readable too.
    await expectNoViolations(page, 'the order confirmation');
    await page.context().close();
  });

  it('shows a visible focus indicator on the footer links, on the dark footer', async () => {
    const page = await newPage();
    await page.goto(`${shop.url}/about`);
    await settled(page);
    await tabTo(page, page.locator('footer').getByRole('link').first());
    await expectVisibleFocus(page, 'a footer link');
    await page.context().close();
  });
});
