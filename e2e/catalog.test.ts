import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, ProductListing } from '@shop/shared/catalog';
import { LOW_STOCK } from '@shop/shared/catalog-rules';
import { DESKTOP, PHONE, launchBrowser, openPage, startShop, untilHydrated, type RunningShop } from './support/shop.ts';
import { paths } from '@shop/shared/paths';

let shop: RunningShop;
let browser: Browser;

beforeAll(async () => {
  shop = await startShop();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

async function api<T>(path: string): Promise<T> {
  const response = await fetch(shop.url + path);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

const stockText = (stock: number) => (stock < LOW_STOCK ? `Only ${stock} left` : `${stock} in stock`);
const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
const firstInStock = (variant: Product['variants'][number]) =>
  SIZES.map((size) => variant.sizes.find((s) => s.size === size)).find((s) => s && s.stock > 0);

async function storedCart(page: Page): Promise<unknown> {
  return page.evaluate(() => JSON.parse(window.localStorage.getItem('guestCart') ?? 'null'));
}

describe('catalogue in the browser', () => {
  it('browses a category to page 2', async () => {
    const listing = await api<ProductListing>('/api/products?category=tees');
    expect(listing.totalPages).toBeGreaterThan(1);

    const page = await openPage(browser, PHONE);
    await page.goto(`${shop.url}/product-category/tees`);
    await page.getByRole('heading', { level: 1, name: 'Tees' }).waitFor();
    await page.getByText(`Showing 1–12 of ${listing.total} products`).waitFor();
    // The app's own paging, once it runs (before, the links load each page from the server).
    await untilHydrated(page);
    expect(await page.getByTestId('product-card').count()).toBe(12);

    await page.getByRole('link', { name: 'Page 2', exact: true }).click();
    await page.waitForURL(`${shop.url}/product-category/tees/page/2`);
    const to = Math.min(24, listing.total);
    await page.getByText(`Showing 13–${to} of ${listing.total} products`).waitFor();
    expect(await page.getByRole('link', { name: 'Page 2', exact: true }).getAttribute('aria-current')).toBe('page');
    // Page 1 links back to the base path.
    expect(await page.getByRole('link', { name: 'Page 1', exact: true }).getAttribute('href')).toBe(
      '/product-category/tees',
    );

    // A card opens its product with its colour chosen.
    const card = page.getByTestId('product-card').first();
    const href = await card.getAttribute('href');
    expect(href).toMatch(/^\/product\/[0-9a-f-]+\?color=/);
    await card.click();
    await page.waitForURL((url) => url.pathname.startsWith('/product/'));
    const color = decodeURIComponent(href!.split('color=')[1]!);
    const colorButton = page.getByRole('button', { name: color, exact: true });
    if (await colorButton.count()) expect(await colorButton.getAttribute('aria-pressed')).toBe('true');
    await page.context().close();
  });

  it('a listing that fails to load says so, and Try Again shows the products', async () => {
    const page = await openPage(browser, PHONE);
    // The first page comes drawn with its data (decision 051); the next one the app fetches, and
    // its answer fails (every try the app makes by itself) until the shopper retries.
    await page.goto(`${shop.url}/product-category/tees`);
    await untilHydrated(page);
    let failing = true;
    await page.route(/\/api\/products\?/, (route) =>
      failing
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ message: 'Service unavailable', code: 'UNAVAILABLE' }),
          })
        : route.continue(),
    );
    await page.getByRole('link', { name: 'Page 2', exact: true }).click();
    await page.waitForURL(`${shop.url}/product-category/tees/page/2`);
    const alert = page.getByRole('alert').filter({ hasText: "We couldn't load the products" });
    await alert.waitFor();
    expect(await page.getByTestId('product-card').count()).toBe(0);

    failing = false;
    await alert.getByRole('button', { name: 'Try Again' }).click();
    await page.getByText(/^Showing 13–\d+ of \d+ products$/).waitFor();
    expect(await page.getByTestId('product-card').count()).toBeGreaterThan(0);
    expect(await alert.count()).toBe(0);
    await page.context().close();
  });

  it('picks colour, size and quantity, adds to the cart and previews images full screen', async () => {
    const products = await api<Product[]>('/api/auth/products');
    // A product in several colours whose second colour and a second size show a different stock line.
    const product = products.find((p) => {
      const [first, second] = p.variants;
      if (!first || !second) return false;
      const a = firstInStock(first);
      const b = firstInStock(second);
      return (
        a &&
        b &&
        a.stock !== b.stock &&
        second.sizes.some((s) => s.stock >= 10 && s.size !== b.size) &&
        first.images.length > 1
      );
    });
    expect(product, 'the demo catalogue has a product to test with').toBeDefined();
    const [first, second] = product!.variants as [Product['variants'][number], Product['variants'][number]];

    const page = await openPage(browser, DESKTOP);
    await page.goto(`${shop.url}/product/${product!._id}`);
    await page.getByRole('heading', { level: 1, name: product!.itemName }).waitFor();
    const stockLine = page.getByTestId('stock-line');
    // No size is chosen for the shopper: Add to Cart asks for one and adds nothing.
    expect(
      await page
        .locator('button[aria-pressed="true"]')
        .filter({ hasText: /^(XS|S|M|L|XL|XXL)$/ })
        .count(),
    ).toBe(0);
    expect(await stockLine.count()).toBe(0);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please select a size' }).waitFor();
    expect(await storedCart(page)).toBeNull();
    await page.getByRole('button', { name: firstInStock(first)!.size, exact: true }).click();
    expect(await stockLine.textContent()).toBe(stockText(firstInStock(first)!.stock));

    // Another colour: the chosen size stays when that colour has it, and the stock line follows.
    await page.getByRole('button', { name: second.color, exact: true }).click();
    expect(await page.getByRole('button', { name: second.color, exact: true }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    const preselected = firstInStock(second)!;
    await page.getByRole('button', { name: preselected.size, exact: true }).click();
    expect(await stockLine.textContent()).toBe(stockText(preselected.stock));
    expect(page.url()).toContain(`color=${encodeURIComponent(second.colorKey)}`); // the palette's key (decision 043)

    // Another size with plenty of stock.
    const big = second.sizes.find((s) => s.stock >= 10 && s.size !== preselected.size)!;
    await page.getByRole('button', { name: big.size, exact: true }).click();
    expect(await stockLine.textContent()).toBe(`${big.stock} in stock`);

    // Quantity never goes above 10.
    const increase = page.getByRole('button', { name: 'Increase quantity' });
    for (let i = 0; i < 12 && (await increase.isEnabled()); i++) await increase.click();
    const quantity = page.getByLabel('Quantity', { exact: true });
    expect(await quantity.inputValue()).toBe('10');
    expect(await increase.isDisabled()).toBe(true);
    await quantity.fill('50');
    expect(await quantity.inputValue()).toBe('10');

    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText('Item added to cart').waitFor();
    expect(await storedCart(page)).toEqual([
      expect.objectContaining({
        productId: product!._id,
        color: second.color,
        size: big.size,
        quantity: 10,
        price: product!.price,
        itemName: product!.itemName,
        subCategory: product!.subCategory,
        image: second.images[0],
      }),
    ]);

    // Full-screen preview: arrows move, Escape closes, focus goes back to the image.
    const opener = page.getByRole('button', { name: /full screen/ });
    await opener.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getByText(`1 / ${second.images.length}`).count()).toBe(1);
    await page.keyboard.press('ArrowRight');
    await dialog.getByText(`2 / ${second.images.length}`).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(
      /^Open image 2 of \d+ full screen$/,
    );
    await page.context().close();
  });

  it('searches from the home page, with an empty state for no match', async () => {
    const page = await openPage(browser, PHONE);
    await page.goto(shop.url);
    const search = page.getByRole('searchbox', { name: 'Search products' });
    await search.fill('hoodie');
    await page.getByText(/products? found$/).waitFor();
    expect(await page.locator('main a[href^="/product/"]').count()).toBeGreaterThan(0);
    await search.fill('zzzz-nothing');
    await page.getByText('No products match “zzzz-nothing”').waitFor();
    await page.context().close();
  });

  it('shows an empty state past the last page and for a bad page number', async () => {
    const page = await openPage(browser, DESKTOP);
    // A real 404 for search engines; the app still offers the way back.
    const past = await page.goto(`${shop.url}/product-category/tees/page/999`);
    expect(past?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Nothing on this page' }).waitFor();
    expect(await page.getByRole('link', { name: 'Back to page 1' }).getAttribute('href')).toBe(
      '/product-category/tees',
    );

    expect((await page.goto(`${shop.url}/shop/page/abc`))?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Nothing on this page' }).waitFor();
    await page.getByRole('link', { name: 'Back to page 1' }).click();
    await page.waitForURL(shop.url + paths.shop());
    await page.getByText(/^Showing 1–12 of \d+ products$/).waitFor();
    await page.context().close();
  });

  it('shows the not-found page for a category the shop does not have, never the URL’s text', async () => {
    const page = await openPage(browser, DESKTOP);
    const res = await page.goto(`${shop.url}/product-category/call-09-123-4567-for-your-refund`);
    expect(res?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    // The server's not-found page is there at once; the tab's title is the app's, set when it runs.
    await expect.poll(() => page.title()).toBe('Page not found | STREETWEAR MM');
    expect(await page.locator('body').innerText()).not.toMatch(/refund/i);

    // A category of a product, as its page links to it, is a listing with its name.
    const [product] = await api<Product[]>('/api/auth/products');
    const slug = product!.subCategory.trim().toLowerCase().replace(/\s+/g, '-');
    await page.goto(`${shop.url}/product-category/${encodeURIComponent(slug)}`);
    await page.getByTestId('product-card').first().waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).not.toBe('Page not found');
    await page.context().close();
  });

  it('shows Product Not Found for an unknown product', async () => {
    const page = await openPage(browser, PHONE);
    await page.goto(`${shop.url}/product/00000000-0000-4000-8000-000000000000`);
    await page.getByRole('heading', { name: 'Product Not Found' }).waitFor();
    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL(shop.url + paths.shop());
    await page.context().close();
  });

  it('says at once that a category the server answered 404 for is not there, even while the catalogue is slow to say so', async () => {
    const page = await openPage(browser, PHONE);
    // A slow line: the app's own question about the category takes 3 s to be answered.
    const asked = await holdAnswers(page, '**/api/products**');
    expect((await page.goto(`${shop.url}/product-category/no-such-category`))?.status()).toBe(404);
    await untilHydrated(page);
    await expect.poll(asked).toBeGreaterThan(0);
    // The app runs and has asked, and still says what the server said: no loading grid, no filters.
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor({ timeout: 1000 });
    expect(await page.getByTestId('product-card').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Filters' }).count()).toBe(0);
    await expect.poll(() => page.title()).toBe('Page not found | STREETWEAR MM');
    await page.context().close();
  });

  it('says at once that a product the server answered 404 for is not there, with no loading skeleton first', async () => {
    const page = await openPage(browser, PHONE);
    // A slow line: the app's own question about the product takes 3 s to be answered.
    const asked = await holdAnswers(page, '**/api/products/**');
    expect((await page.goto(`${shop.url}/product/00000000-0000-4000-8000-000000000000`))?.status()).toBe(404);
    await untilHydrated(page);
    await expect.poll(asked).toBeGreaterThan(0);
    // The app runs and has asked, and still says what the server said: no skeleton, no retry.
    await page.getByRole('heading', { level: 1, name: 'Product Not Found' }).waitFor({ timeout: 1000 });
    expect(await page.getByText('Loading product...').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Try Again' }).count()).toBe(0);
    await expect.poll(() => page.title()).toBe('Product Not Found | STREETWEAR MM');
    await page.context().close();
  });
});

/** Holds the answers to `pattern` for 3 s each (a slow line); says how many were asked for so far. */
async function holdAnswers(page: Page, pattern: string): Promise<() => number> {
  let asked = 0;
  await page.route(pattern, async (route) => {
    asked++;
    await new Promise((done) => setTimeout(done, 3000));
    await route.continue().catch(() => {});
  });
  return () => asked;
}
