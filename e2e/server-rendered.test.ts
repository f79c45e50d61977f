import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewestProducts, Product, ProductListing } from '@shop/shared/catalog';
import { CAROUSEL_SIZE, inLanguage, isLowStock } from '@shop/shared/catalog-rules';
import type { Language } from '@shop/shared/language';
import { formatMMK } from '@shop/shared/money';
import { api, paths } from '@shop/shared/paths';
import { fontsDrawing, fontsSettled } from './support/fonts.ts';
import { LOCALES, words } from './support/language.ts';
import { callApi } from './support/session.ts';
import { launchBrowser, PHONE, startShop, untilHydrated, type RunningShop } from './support/shop.ts';

/**
 * The storefront drawn on the server (decision 051): readable before (and without) JavaScript,
 * and taken over by the app in place: hydrated, not drawn again, with no second request for the
 * data the page came with.
 */
let shop: RunningShop;
let browser: Browser;
let newest: NewestProducts;
let tees: ProductListing;
let product: Product;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  newest = await callApi<NewestProducts>(shop, api.newestProducts(CAROUSEL_SIZE));
  tees = await callApi<ProductListing>(shop, api.products({ page: 1, category: 'tees' }));
  expect(tees.items.length, 'the demo catalogue has tees').toBeGreaterThan(0);
  product = await callApi<Product>(shop, api.product(tees.items[0]!.originalId));
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

const LANGUAGES: Language[] = ['en', 'my'];

/** The FAQ's questions and answers as the language's catalogue holds them. */
const faqItems = (language: Language) =>
  (
    JSON.parse(fs.readFileSync(path.join(LOCALES, language, 'pages.json'), 'utf8')) as {
      faqPage: { items: { q: string; a: string }[] };
    }
  ).faqPage.items;

async function openWithoutScript(language: Language): Promise<Page> {
  const context = await browser.newContext({
    viewport: PHONE,
    javaScriptEnabled: false,
    locale: language === 'my' ? 'my-MM' : 'en-US',
  });
  return context.newPage();
}

describe('readable before JavaScript', () => {
  for (const language of LANGUAGES) {
    const { t } = words(language);
    const nameOf = (item: { itemName: string; itemNameMy?: string }) =>
      inLanguage(language, item.itemName, item.itemNameMy);

    it(`home, category and product pages in ${language}, with JavaScript off`, async () => {
      const page = await openWithoutScript(language);
      try {
        // Home: the newest products with their prices, each a link that opens its page.
        await page.goto(shop.url + paths.home);
        expect(await page.locator('html').getAttribute('lang')).toBe(language);
        const first = newest.items[0]!;
        await page.getByText(nameOf(first)).first().waitFor({ timeout: 5_000 });
        expect(await page.getByText(formatMMK(first.price, language)).count()).toBeGreaterThan(0);

        // A category: its cards, prices and links.
        await page.goto(shop.url + paths.category('tees'));
        const cards = page.getByTestId('product-card');
        expect(await cards.count()).toBe(tees.items.length);
        const card = tees.items[0]!;
        expect(await cards.first().textContent()).toContain(nameOf(card));
        expect(await cards.first().textContent()).toContain(formatMMK(card.price, language));
        // A link works without the app: the browser loads the product's page from the server.
        await cards.first().click();
        await page.waitForURL(`**${paths.product(card.originalId)}**`);
        await page.getByRole('heading', { level: 1, name: nameOf(card) }).waitFor({ timeout: 5_000 });

        // A product: name, price, the colour's stock line; Add to Cart says it is loading.
        await page.goto(shop.url + paths.product(product._id));
        await page.getByRole('heading', { level: 1, name: nameOf(product) }).waitFor({ timeout: 5_000 });
        expect(await page.getByText(formatMMK(product.price, language)).count()).toBeGreaterThan(0);
        const colour = product.variants[0]!;
        const stock = colour.sizes.reduce((sum, s) => sum + Math.max(0, s.stock), 0);
        const line = page.getByTestId('colour-stock-line');
        expect(await line.textContent()).toBe(
          stock <= 0
            ? t('product.outOfStockLine')
            : isLowStock(stock)
              ? t('product.lowStock', { count: stock })
              : t('product.inStock', { count: stock }),
        );
        const buy = page.getByTestId('buy-bar').getByRole('button', { name: t('common.loading') });
        expect(await buy.isDisabled()).toBe(true);
        // Its size guide can be read (the section the server drew stays open), and the buttons that
        // need the app say so: the section's, a size's, the language switch's.
        const guide = page.getByRole('region', { name: t('productSections.sizeGuide') });
        expect(await guide.isVisible()).toBe(true);
        expect(await guide.getByRole('table').isVisible()).toBe(true);
        for (const button of [
          page.getByRole('button', { name: t('productSections.sizeGuide') }),
          page
            .getByRole('group', { name: t('product.size') })
            .getByRole('button')
            .first(),
          page
            .getByRole('group', { name: t('language.label') })
            .last()
            .getByRole('button')
            .first(),
        ])
          expect(await button.getAttribute('aria-disabled')).toBe('true');
        // Its breadcrumb leads home, a link that works without the app.
        await page
          .getByRole('navigation', { name: t('product.breadcrumb') })
          .getByRole('link')
          .first()
          .click();
        await page.waitForURL(shop.url + '/');
        await page.getByText(nameOf(first)).first().waitFor({ timeout: 5_000 });

        // The FAQ: every answer can be read, and its questions say they cannot open and close yet.
        await page.goto(shop.url + paths.faq);
        const faq = faqItems(language);
        // (Burmese text is drawn with word joiners between syllables, for its line breaks.)
        const text = (locator: Locator) => locator.innerText().then((t) => t.replaceAll('\u2060', '').trim());
        const question = page.locator('button[aria-controls$="-panel"]');
        const answer = page.locator('[data-panel]');
        expect(await question.count()).toBe(faq.length);
        expect(await text(question.first())).toBe(faq[0]!.q);
        expect(await question.first().getAttribute('aria-disabled')).toBe('true');
        for (const i of [0, faq.length - 1]) {
          expect(await answer.nth(i).isVisible()).toBe(true);
          expect(await text(answer.nth(i))).toBe(faq[i]!.a);
        }
        // Burmese in the shop's own face, not the phone's: nothing will take the page over to ask for it.
        if (language === 'my') {
          await fontsSettled(page);
          expect((await fontsDrawing(page, 'main h1'))[0]).toEqual({ family: 'Noto Sans Myanmar', webFont: true });
        }
      } finally {
        await page.context().close();
      }
    });

    it(`a page that needs JavaScript says so in ${language}, instead of loading for ever, and leads to the pages that can be read`, async () => {
      const { noScript } = JSON.parse(fs.readFileSync(path.join(LOCALES, language, 'no-script.json'), 'utf8')) as {
        noScript: { needed: string; readable: string };
      };
      const page = await openWithoutScript(language);
      try {
        await page.goto(shop.url + paths.cart);
        // (Playwright's text and role locators look past <noscript>: its line is found by CSS.)
        const line = page.locator('noscript > p');
        expect(await line.isVisible()).toBe(true);
        expect(await line.innerText()).toBe(`${noScript.needed} ${noScript.readable}`);
        expect(await page.locator('#root [role="status"]').isVisible()).toBe(false);
        await page.screenshot({ path: `/tmp/no-script-cart-${language}-390.png` });
        await line.locator('a').click();
        await page.waitForURL(shop.url + '/');
        await page.getByText(nameOf(newest.items[0]!)).first().waitFor({ timeout: 5_000 });
      } finally {
        await page.context().close();
      }
    });
  }
});

type Visit = { page: Page; problems: string[]; apiRequests: string[] };

/**
 * Opens `address` with JavaScript on, noting the console's errors and warnings, the page's
 * uncaught errors, and every API request; the page's first <main> as the server sent it is
 * remembered (`serverMain`), to tell hydration (the same element) from drawing anew.
 */
async function visit(address: string, language: Language): Promise<Visit> {
  const context = await browser.newContext({ viewport: PHONE, locale: language === 'my' ? 'my-MM' : 'en-US' });
  const page = await context.newPage();
  const problems: string[] = [];
  const apiRequests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) apiRequests.push(url.pathname + url.search);
  });
  await page.addInitScript(() => {
    new MutationObserver((records, observer) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLElement && node.tagName === 'MAIN') {
            Object.assign(window, { serverMain: node });
            observer.disconnect();
            return;
          }
    }).observe(document, { childList: true, subtree: true });
    // The tab's title as the server wrote it, before any of the app's code has run.
    document.addEventListener('DOMContentLoaded', () => Object.assign(window, { servedTitle: document.title }));
  });
  await page.goto(shop.url + address);
  return { page, problems, apiRequests };
}

const sameMain = (page: Page) =>
  page.evaluate(() => {
    const served = (window as unknown as { serverMain?: Element }).serverMain;
    return Boolean(served) && served === document.querySelector('main') && served!.isConnected;
  });

describe('hydrated, not drawn again', () => {
  for (const language of LANGUAGES) {
    const { t } = words(language);

    it(`a product page in ${language}: the server's HTML becomes the app, with no second request for the product`, async () => {
      const { page, problems, apiRequests } = await visit(paths.product(product._id), language);
      try {
        // Add to Cart is ready once the app has taken the page over.
        await page
          .getByTestId('buy-bar')
          .getByRole('button', { name: t('product.addToCart') })
          .waitFor({ timeout: 20_000 });
        await page.waitForLoadState('networkidle');
        expect(await sameMain(page)).toBe(true);
        expect(apiRequests.filter((url) => url === api.product(product._id))).toEqual([]);
        expect(problems).toEqual([]);
      } finally {
        await page.context().close();
      }
    });

    it(`the home and a category page in ${language}`, async () => {
      // A listing filtered by size and colour too: its title names them (the colour by its name).
      const filtered = { size: ['M'], color: ['black'] };
      for (const [address, data] of [
        [paths.home, api.newestProducts(CAROUSEL_SIZE)],
        [paths.category('tees'), api.products({ page: 1, category: 'tees' })],
        [paths.category('tees', 1, filtered), api.products({ page: 1, category: 'tees', search: filtered })],
      ] as const) {
        const { page, problems, apiRequests } = await visit(address, language);
        try {
          await page.waitForLoadState('networkidle');
          // The app runs: the header's menu button opens the phone menu.
          await page.getByRole('button', { name: t('nav.openMenu') }).click();
          await page.getByRole('dialog').waitFor({ timeout: 10_000 });
          expect(await sameMain(page), address).toBe(true);
          // The app keeps the tab's title the server gave it, without the word joiners its catalogue
          // texts carry for line breaks (a title never breaks; history and share would keep them).
          const served = await page.evaluate(() => (window as unknown as { servedTitle?: string }).servedTitle);
          expect(served, address).toMatch(/ \| STREETWEAR MM$/);
          // Sizes and colours chosen are in it, the colour by its name, never by its key.
          if (address.includes('color=')) expect(served, address).toMatch(/ · M · [^|]+ \| /);
          expect(served, address).not.toContain('black');
          expect(await page.title(), address).toBe(served);
          expect(
            apiRequests.filter((url) => url === data),
            address,
          ).toEqual([]);
          expect(problems, address).toEqual([]);
        } finally {
          await page.context().close();
        }
      }
    });
  }
});

describe('taken over where the shopper is', () => {
  it('a page scrolled before its code arrived stays where the shopper scrolled it, and its links still lead on', async () => {
    const { t } = words('my');
    const context = await browser.newContext({ viewport: PHONE, locale: 'my-MM' });
    const page = await context.newPage();
    try {
      // The page's code is held back (a slow network) while the shopper reads and scrolls the
      // server's HTML.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/.*\.js$/, async (route) => {
        await released;
        await route.continue();
      });
      await page.goto(shop.url + paths.category('tees'), { waitUntil: 'commit' });
      const lastCard = page.getByTestId('product-card').last();
      await lastCard.scrollIntoViewIfNeeded();
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(200);

      release();
      await untilHydrated(page);
      // The app is live: the header's menu opens (and closes again).
      await page.getByRole('button', { name: t('nav.openMenu') }).click();
      await page.getByRole('dialog').waitFor({ timeout: 10_000 });
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

      // The card under the shopper's finger is where it was, and leads to its product.
      const href = (await lastCard.getAttribute('href'))!;
      await lastCard.click();
      await page.waitForURL((url) => url.pathname === new URL(href, shop.url).pathname);
      await page.getByTestId('buy-bar').waitFor();
    } finally {
      await context.close();
    }
  });
});
