import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewestProducts, ProductListing } from '@shop/shared/catalog';
import { CAROUSEL_SIZE } from '@shop/shared/catalog-rules';
import { api, paths } from '@shop/shared/paths';
import { fontsSettled } from './support/fonts.ts';
import { callApi } from './support/session.ts';
import { PHONE, launchBrowser, openPage, startShop, untilHydrated, type RunningShop } from './support/shop.ts';

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

const apiPath = (url: URL) => (url.pathname.startsWith('/api/') ? url.pathname + url.search : undefined);

/**
 * A first visit to `address`: the data preloads the server's HTML announces, the API URLs the
 * app's code asks `fetch` for (seen by a pass-through wrapper installed before the app runs), and
 * the API requests that went out on the network (the preload's own among them), each in order.
 */
async function firstVisit(address: string, ready: (page: Page) => Promise<unknown>) {
  const page = await openPage(browser, PHONE);
  const sent: string[] = [];
  page.on('request', (request) => {
    const path = apiPath(new URL(request.url()));
    if (path) sent.push(path);
  });
  await page.addInitScript(() => {
    const asked: string[] = [];
    Object.assign(window, { askedApi: asked });
    const send = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
      if (url.pathname.startsWith('/api/')) asked.push(url.pathname + url.search);
      return send(input, init);
    };
  });
  const response = await page.goto(shop.url + address);
  const html = await response!.text();
  const preloaded = [...html.matchAll(/<link rel="preload" as="fetch" href="([^"]*)"/g)].map((m) =>
    m[1]!.replaceAll('&amp;', '&'),
  );
  await ready(page);
  // The app has run and asked for whatever it was going to.
  await page.waitForLoadState('networkidle');
  const asked = await page.evaluate(() => (window as unknown as { askedApi: string[] }).askedApi);
  await page.context().close();
  return { preloaded, asked, sent };
}

/**
 * The page came drawn with its data (decision 051): no preload of it, and neither the app nor the
 * browser asked the API for it.
 */
function expectCarriedByPage(visit: Awaited<ReturnType<typeof firstVisit>>, data: string) {
  expect(visit.preloaded).toEqual([]);
  expect(visit.asked).not.toContain(data);
  expect(visit.sent).not.toContain(data);
}

describe('a page drawn on the server carries its first data: no preload, no request for it', () => {
  it('on a product page', async () => {
    const listing = await callApi<ProductListing>(shop, api.products({ page: 1 }));
    const product = listing.items[0]!;
    const visit = await firstVisit(paths.product(product.originalId), (page) =>
      page.getByRole('heading', { level: 1, name: product.itemName }).waitFor(),
    );
    expectCarriedByPage(visit, api.product(product.originalId));
  });

  it('on a category page, its first and a later page', async () => {
    for (const page of [1, 2]) {
      const visit = await firstVisit(paths.category('tees', page), (p) =>
        p.getByTestId('product-card').first().waitFor(),
      );
      expectCarriedByPage(visit, api.products({ page, category: 'tees' }));
    }
  });

  it('on a sorted and filtered category page, the address written as a shopper may type it', async () => {
    const visit = await firstVisit(`${paths.category('tees')}?size=m&sort=price-asc&colour=none`, (p) =>
      p.getByTestId('product-card').first().waitFor(),
    );
    expectCarriedByPage(visit, api.products({ page: 1, category: 'tees', search: { sort: 'price-asc', size: ['M'] } }));
  });

  it('on the home page', async () => {
    const newest = await callApi<NewestProducts>(shop, api.newestProducts(CAROUSEL_SIZE));
    const visit = await firstVisit(paths.home, (page) => page.getByText(newest.items[0]!.itemName).first().waitFor());
    expectCarriedByPage(visit, api.newestProducts(CAROUSEL_SIZE));
  });
});

describe('a drawn page carries the part of the stylesheet it needs (decision 058)', () => {
  it('is painted before the stylesheet is asked for, which comes once, for every screen after it', async () => {
    const listing = await callApi<ProductListing>(shop, api.products({ page: 1 }));
    const product = listing.items[0]!;
    const page = await openPage(browser, PHONE);
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('.css')) stylesheets.push(request.url());
    });
    await page.goto(shop.url + paths.product(product.originalId));
    const heading = page.getByRole('heading', { level: 1, name: product.itemName });
    await heading.waitFor();
    // Styled by what the page carries (text-2xl; a browser's own h1 is 32 px) ...
    expect(await heading.evaluate((el) => getComputedStyle(el).fontSize)).toBe('24px');
    await untilHydrated(page);
    // ... and the whole stylesheet asked for after the first paint, once.
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
      const css = performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.css'));
      return { paint, css: css.map((entry) => entry.startTime) };
    });
    expect(timing.css).toHaveLength(1);
    expect(timing.css[0]!).toBeGreaterThanOrEqual(timing.paint);
    // A screen of its own lazy code (the cart), reached in the app: styled, nothing more fetched.
    await page.locator('header').first().getByRole('link', { name: 'Cart' }).click();
    const empty = page.getByText('Your cart is empty');
    await empty.waitFor();
    await page.waitForLoadState('networkidle');
    expect(await empty.evaluate((el) => getComputedStyle(el).fontSize)).toBe('20px');
    expect(stylesheets).toHaveLength(1);

    // A page the browser draws (the shell) links the stylesheet as before.
    const shell = await openPage(browser, PHONE);
    const fetched: string[] = [];
    shell.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('.css')) fetched.push(request.url());
    });
    await shell.goto(shop.url + paths.cart);
    await shell.getByText('Your cart is empty').waitFor();
    expect(fetched).toHaveLength(1);
    await page.context().close();
    await shell.context().close();
  });

  it('styles every element of the page exactly as the whole stylesheet does', async () => {
    const listing = await callApi<ProductListing>(shop, api.products({ page: 1 }));
    const addresses = [paths.home, paths.category('tees'), paths.product(listing.items[0]!.originalId), paths.faq];
    /** Every element's computed style, with JavaScript off (the page as drawn), the whole stylesheet or not. */
    const styles = async (address: string, language: 'en' | 'my', whole: boolean) => {
      const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
      await context.addCookies([{ name: 'lang', value: language, url: shop.url }]);
      const page = await context.newPage();
      // Without JavaScript the `<noscript>` link brings the whole stylesheet; refused, the page has only its own part.
      if (!whole) await page.route('**/*.css', (route) => route.abort());
      await page.goto(shop.url + address, { waitUntil: 'load' });
      // Sizes follow the faces: compared once both pages have theirs.
      await fontsSettled(page);
      const computed = await page.evaluate(() =>
        [...document.body.querySelectorAll('*')].map((el) => {
          const style = getComputedStyle(el);
          // Tailwind's variables a page's rules do not use are not registered in its part: not compared.
          const properties = [...style].filter((p) => !p.startsWith('--'));
          return `${el.tagName}.${el.getAttribute('class') ?? ''} ${properties.map((p) => `${p}:${style.getPropertyValue(p)}`).join(';')}`;
        }),
      );
      await context.close();
      return computed;
    };
    for (const language of ['en', 'my'] as const)
      for (const address of addresses) {
        const [part, whole] = [await styles(address, language, false), await styles(address, language, true)];
        expect(part.length, `${address} in ${language}`).toBeGreaterThan(20);
        const differing = part.flatMap((style, i) => {
          if (style === whole[i]) return [];
          const theirs = new Set(whole[i]!.split(';'));
          return [
            `${style.split(' ')[0]}: ${style
              .split(';')
              .filter((p) => !theirs.has(p))
              .join(';')}`,
          ];
        });
        expect(differing, `${address} in ${language}`).toEqual([]);
      }
  });
});
