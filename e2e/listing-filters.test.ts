import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ByColorRecord, ProductListing } from '@shop/shared/catalog';
import { toMyanmarDigits } from '@shop/shared/language';
import { api, paths } from '@shop/shared/paths';
import { words } from './support/language.ts';
import { callApi } from './support/session.ts';
import { PHONE_390, launchBrowser, openPage, startShop, type RunningShop } from './support/shop.ts';

/**
 * A Burmese shopper on a 390 px phone sorts and filters the shop's listing (#25 item 1): the filters
 * open in a sheet that says how many products the choice shows before it is applied, the choice
 * lands in the page's address (shared links, the back button), and the server's head follows it.
 */
const { t } = words('my');
let shop: RunningShop;
let browser: Browser;
let cards: ByColorRecord[];

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  cards = await callApi<ByColorRecord[]>(shop, '/api/products/by-color');
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

/** The cards the page shows, in order, as the records the catalogue has for them. */
async function shownCards(page: Page): Promise<ByColorRecord[]> {
  await page.getByTestId('product-card').first().waitFor();
  const hrefs = await page
    .getByTestId('product-card')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => {
    const url = new URL(href, shop.url);
    const id = decodeURIComponent(url.pathname.split('/').pop()!);
    // A card links its colour by the palette's key (decision 043).
    const color = url.searchParams.get('color');
    const card = cards.find((c) => c.originalId === id && (c.colorKey === color || c.color === color));
    if (!card) throw new Error(`no card for ${href}`);
    return card;
  });
}

const stockOf = (card: ByColorRecord, size: string) => card.sizes.find((s) => s.size === size)?.stock ?? 0;

describe('sorting and filtering a listing on a phone, in Burmese', () => {
  it('opens the sheet, counts before applying, filters by size L, goes back, sorts by price', async () => {
    const page = await openPage(browser, PHONE_390, 'my');
    await page.goto(shop.url + paths.shop());
    const unfiltered = await shownCards(page);
    const filtersButton = page.getByRole('button', { name: t('listing.filters'), exact: true });

    // The sheet is a modal dialog: focus stays in it, Escape closes it.
    await filtersButton.click();
    const sheet = page.getByRole('dialog', { name: t('listing.sheetTitle') });
    await sheet.waitFor();
    for (let i = 0; i < 25; i++) await page.keyboard.press('Tab');
    expect(await sheet.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });
    expect(page.url()).toBe(shop.url + paths.shop());

    await filtersButton.click();
    await sheet.getByRole('button', { name: 'L', exact: true }).click();
    expect(await sheet.getByRole('button', { name: 'L', exact: true }).getAttribute('aria-pressed')).toBe('true');
    // The count the sheet offers is the API's total for size L, in Myanmar digits.
    const large = await callApi<ProductListing>(shop, api.products({ page: 1, search: { size: ['L'] } }));
    expect(large.total).toBeGreaterThan(0);
    const apply = sheet.getByTestId('apply-filters');
    await expect.poll(() => apply.innerText(), { timeout: 10_000 }).toContain(toMyanmarDigits(String(large.total)));
    await apply.click();
    await sheet.waitFor({ state: 'hidden' });

    await page.waitForURL((url) => url.searchParams.getAll('size').join() === 'L');
    await expect.poll(async () => (await shownCards(page)).length).toBe(Math.min(large.total, 12));
    const filtered = await shownCards(page);
    for (const card of filtered) expect(stockOf(card, 'L'), `${card.itemName} ${card.color}`).toBeGreaterThan(0);
    await page.getByRole('button', { name: t('listing.filtersCount', { count: toMyanmarDigits('1') }) }).waitFor();

    // Back: the unfiltered listing again.
    await page.goBack();
    await page.waitForURL(shop.url + paths.shop());
    await filtersButton.waitFor();
    await expect.poll(async () => (await shownCards(page)).map((c) => c._id)).toEqual(unfiltered.map((c) => c._id));

    // Sort by price, low to high: the cards' prices never go down.
    await page.getByLabel(t('listing.sortLabel')).selectOption('price-asc');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price-asc');
    const cheapest = await callApi<ProductListing>(shop, api.products({ page: 1, search: { sort: 'price-asc' } }));
    await expect.poll(async () => (await shownCards(page)).map((c) => c._id)).toEqual(cheapest.items.map((c) => c._id));
    const prices = (await shownCards(page)).map((c) => c.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_390.width);
    await page.context().close();
  });

  it('shows an empty state with a way out when nothing matches, and the head follows the filters', async () => {
    const page = await openPage(browser, PHONE_390, 'my');
    const nothing = paths.shop(1, { minPrice: 999_999_999 });
    const response = await page.goto(shop.url + nothing);
    expect(response!.status()).toBe(200);
    await page.getByRole('heading', { name: t('listing.noneTitle') }).waitFor();
    await page.getByRole('link', { name: t('listing.clearFilters') }).click();
    await page.waitForURL(shop.url + paths.shop());
    await page.getByTestId('product-card').first().waitFor();

    // A shared link as a person may type it: the canonical link and the grid's data the page came with
    // (decision 051) are the tidy one's.
    const filtered = await page.goto(`${shop.url}/product-category/tees?size=l&sort=price-asc`);
    const html = await filtered!.text();
    const tidy = paths.category('tees', 1, { sort: 'price-asc', size: ['L'] });
    expect(html.match(/<link rel="canonical" href="([^"]*)"/)?.[1]?.replaceAll('&amp;', '&')).toBe(shop.url + tidy);
    const data = /<script type="application\/json" id="shop-state">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(data).toContain(
      JSON.stringify(api.products({ page: 1, category: 'tees', search: { sort: 'price-asc', size: ['L'] } })),
    );
    await page.context().close();
  });

  it.each([360, 390])(
    'shows the filter button and the sort, at its longest Burmese choice, whole on a %i px phone',
    async (width) => {
      const page = await openPage(browser, { width, height: 800 }, 'my');
      await page.goto(`${shop.url}${paths.shop()}?sort=price-asc&size=L&color=black`);
      const button = page.getByRole('button', { name: t('listing.filtersCount', { count: toMyanmarDigits('2') }) });
      await button.waitFor();
      await page.evaluate(() => document.fonts.ready);
      const fits = await page.evaluate(() => {
        const button = document.querySelector<HTMLElement>('#products button[aria-haspopup]')!;
        const select = document.querySelector<HTMLSelectElement>('#products select')!;
        const style = getComputedStyle(select);
        const label = document.createElement('span');
        label.style.font = style.font;
        label.style.whiteSpace = 'pre';
        label.textContent = select.selectedOptions[0]!.text;
        document.body.append(label);
        const text = label.getBoundingClientRect().width;
        label.remove();
        const [a, b] = [button.getBoundingClientRect(), select.getBoundingClientRect()];
        return {
          buttonClipped: button.scrollWidth > button.clientWidth,
          // Chromium keeps ~24 px at a select's end for its arrow: the label was cut at 176 px, whole at 180.
          room: select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 24 - text,
          overlap: a.right > b.left && a.bottom > b.top && b.bottom > a.top,
        };
      });
      expect(fits.buttonClipped).toBe(false);
      expect(fits.room).toBeGreaterThanOrEqual(0);
      expect(fits.overlap).toBe(false);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.context().close();
    },
  );
});
