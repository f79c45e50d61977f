import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, formatViolations } from './support/axe.ts';
import { words } from './support/language.ts';
import {
  ADMIN,
  logIn,
  placeOrder,
  productInStock,
  registerCustomer,
  startBrowserSession,
  type Session,
} from './support/session.ts';
import { DESKTOP, PHONE, launchBrowser, openPage, startShop, untilHydrated, type RunningShop } from './support/shop.ts';
import { paths } from '@shop/shared/paths';

/**
 * axe-core on the shop in Burmese (a browser that asks for it): the same bar as a11y.test.ts, no
 * serious or critical violation, on the screens of every area. Burmese words are longer and
 * taller than English ones, and every element must still say which language it is in.
 */
const { t } = words('my');
let shop: RunningShop;
let browser: Browser;
let line: { productId: string; color: string; size: string };
let customer: Session;
let order: string;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  const stock = await productInStock(shop, 4);
  line = { productId: stock.product._id, color: stock.color, size: stock.size };
  customer = await registerCustomer(shop, { name: 'အေးအေး' });
  order = await placeOrder(shop, line, customer);
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

type Step = [path: string, prepare?: (page: Page) => Promise<unknown>];

/** Opens each path in turn, lets it settle, puts it in its state, and collects axe's findings. */
async function auditAll(page: Page, steps: Step[]): Promise<void> {
  const found: string[] = [];
  for (const [path, prepare] of steps) {
    await page.goto(shop.url + path);
    await page.locator('h1').first().waitFor();
    await page.waitForFunction(() => !document.querySelector('.animate-pulse, [aria-busy="true"]'));
    expect(await page.evaluate(() => document.documentElement.lang), path).toBe('my');
    // A page the server drew (the storefront's, with its <main>) takes taps once its code has
    // taken it over (decision 051).
    if (await page.locator('main').count()) await untilHydrated(page);
    await prepare?.(page);
    const violations = await axeViolations(page);
    if (violations.length) found.push(formatViolations(`${path} (Burmese)`, violations));
  }
  expect(found.join('\n\n')).toBe('');
}

describe('accessibility in Burmese (axe-core: no serious or critical violations)', () => {
  it('storefront, guest, on a desktop', async () => {
    const page = await openPage(browser, DESKTOP, 'my');
    const product = `/product/${line.productId}?color=${encodeURIComponent(line.color)}`;
    await auditAll(page, [
      ['/'],
      [paths.shop()],
      ['/product-category/tees'],
      [product, (p) => p.getByRole('button', { name: line.size, exact: true }).click()],
      [
        '/cart',
        async (p) => {
          await p.goto(shop.url + product);
          // No size is chosen for the shopper: pick one first.
          await p.getByRole('button', { name: line.size, exact: true }).click();
          await p.getByRole('button', { name: t('product.addToCart') }).click();
          await p
            .locator('[data-toast]')
            .filter({ hasText: t('cartToasts.added') })
            .first()
            .waitFor();
          await p.goto(`${shop.url}/cart`);
          await p.getByTestId('cart-line').first().waitFor();
        },
      ],
      ['/checkout', (p) => p.getByRole('button', { name: t('checkout.placeOrder') }).click()],
      ['/about'],
      ['/faq', (p) => p.locator('main').getByRole('button').first().click()],
      ['/contact'],
      ['/terms'],
      ['/profile/loginPage'],
      ['/forgot-password'],
      ['/no-such-page'],
    ]);
    await page.context().close();
  });

  it('storefront on a phone, the menu open', async () => {
    const page = await openPage(browser, PHONE, 'my');
    await auditAll(page, [
      ['/'],
      ['/product-category/tees'],
      [`/product/${line.productId}`],
      [
        '/about',
        async (p) => {
          await p.getByRole('button', { name: t('nav.openMenu') }).click();
          await p
            .getByRole('dialog', { name: t('nav.menu') })
            .getByRole('button', { name: t('nav.shop') })
            .click();
        },
      ],
    ]);
    await page.context().close();
  });

  it('customer account', async () => {
    const page = await openPage(browser, PHONE, 'my');
    await startBrowserSession(page, shop, customer);
    await auditAll(page, [
      ['/profile'],
      ['/profile/details'],
      ['/profile/addresses'],
      ['/profile/favourites'],
      ['/profile/order', (p) => p.getByTestId('order-card').first().waitFor()],
      [`/order/${order}`],
      [`/order-success/${order}`],
    ]);
    await page.context().close();
  });

  it('admin panel', async () => {
    const page = await openPage(browser, DESKTOP, 'my');
    await startBrowserSession(page, shop, await logIn(shop, ADMIN.email, ADMIN.password));
    await auditAll(page, [
      ['/admin/dashboard'],
      ['/admin/products'],
      ['/admin/products/add'],
      [`/admin/products/${line.productId}/edit`],
      ['/admin/orders'],
      [`/admin/order/${order}`],
      ['/admin/customers'],
      [`/admin/customers/${customer.user._id}`],
      ['/admin/messages'],
      ['/admin/details'],
    ]);
    await page.context().close();
  });
});
