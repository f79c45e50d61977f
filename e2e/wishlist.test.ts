import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '@shop/shared/cart';
import { callApi, productInStock, registerCustomer, startBrowserSession } from './support/session.ts';
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

describe('wishlist on a phone', () => {
  it('Product Not Found offers no wishlist button', async () => {
    const page = await openPage(browser, PHONE);
    await page.goto(`${shop.url}/product/00000000-0000-0000-0000-000000000000`);
    await page.getByRole('heading', { level: 1, name: 'Product Not Found' }).waitFor();
    expect(await page.getByRole('button', { name: 'Add to wishlist' }).count()).toBe(0);
    await page.context().close();
  });

  it('saves colour and size from the product page, shows the whole name and adds to the cart from the wishlist', async () => {
    const line = await productInStock(shop);
    const customer = await registerCustomer(shop);
    const page = await openPage(browser, PHONE);
    await startBrowserSession(page, shop, customer);
    await page.goto(`${shop.url}/product/${line.product._id}?color=${encodeURIComponent(line.color)}`);
    const heart = page.getByRole('button', { name: 'Add to wishlist' });
    await heart.waitFor();
    // The pill sits beside the product's name, below the breadcrumb, not floating above it.
    const crumb = await page.getByRole('navigation', { name: 'Breadcrumb' }).boundingBox();
    const pill = await heart.boundingBox();
    expect(pill!.y).toBeGreaterThanOrEqual(crumb!.y + crumb!.height);

    await page.getByRole('button', { name: line.size, exact: true }).click();
    await heart.click();
    await page.getByRole('button', { name: 'Remove from wishlist' }).waitFor();

    await page.goto(`${shop.url}/profile/favourites`);
    const item = page.getByRole('list', { name: 'Saved products' }).getByRole('listitem').first();
    const name = item.getByRole('link', { name: line.product.itemName, exact: true });
    await name.waitFor();
    // Wrapped, not cut: the link shows all of its text.
    expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    expect(await item.textContent()).toContain(`Colour: ${line.color} · Size: ${line.size}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await item.getByRole('button', { name: `Add ${line.product.itemName} to your cart` }).click();
    await page.getByText('Item added to cart').first().waitFor();
    const cart = await callApi<Cart>(shop, '/api/auth/cart', { token: customer.token });
    expect(cart.cart).toEqual([
      expect.objectContaining({ productId: line.product._id, color: line.color, size: line.size, quantity: 1 }),
    ]);
    await page.context().close();
  });
});
